// Bounds slow and idle connections: header, request and keep-alive timeouts, and a cap on the
// connections one address may hold open (a proxy's own addresses aside).
import { BlockList, isIPv4, isIPv6, type Socket } from 'node:net';
import type { Server } from 'node:http';

/** A request's headers must have arrived within this time of its first byte. */
export const HEADERS_TIMEOUT_MS = 10_000;
/** An idle kept-alive connection is closed after this long. */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** How often node looks for requests over the headers and request timeouts. */
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000;
/** Connections one address may hold open at once; a browser opens about six. */
export const MAX_CONNECTIONS_PER_ADDRESS = 64;

/** proxy-addr's names for address ranges, as TRUST_PROXY may use them. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** An address as node reports it, IPv4-mapped IPv6 (::ffff:10.0.0.1) as plain IPv4. */
function plainAddress(address: string): string {
  return address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
}

/**
 * Which addresses the cap leaves alone: the trusted proxies (TRUST_PROXY), whose connections
 * carry many clients. `true` trusts every address, so nothing is capped; false or none: no one.
 */
export function proxyAddresses(trustProxy: boolean | string | undefined): (ip: string) => boolean {
  if (trustProxy === true) return () => true;
  if (!trustProxy) return () => false;
  const list = new BlockList();
  const entries = trustProxy.split(',').flatMap((entry) => NAMED_RANGES[entry.trim()] ?? [entry]);
  for (const entry of entries) {
    const [ip = '', bits] = entry.trim().split('/');
    const type = isIPv6(ip) ? 'ipv6' : 'ipv4';
    if (!isIPv4(ip) && !isIPv6(ip)) continue;
    if (bits === undefined) list.addAddress(ip, type);
    else list.addSubnet(ip, Number(bits), type);
  }
  return (ip) => {
    const plain = plainAddress(ip);
    return list.check(plain, isIPv6(plain) ? 'ipv6' : 'ipv4');
  };
}

/**
 * Closes a new connection at once when its address already holds `max` (held connections ran the
 * process out of file descriptors). Behind a proxy, the proxy bounds its clients' connections.
 */
export function capConnectionsPerAddress(
  server: Server,
  max: number,
  exempt: (ip: string) => boolean,
): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = plainAddress(socket.remoteAddress ?? '');
    if (exempt(address)) return;
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
