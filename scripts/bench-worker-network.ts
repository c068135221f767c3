// Benches: every service worker's network conditions set before it runs a line (CDP auto-attach over the debugging port).
import type { NetworkConditions } from '../tests/e2e/pwa-support';

interface CdpMessage {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  sessionId?: string;
  error?: { message: string };
}

interface AttachedToTarget {
  sessionId: string;
  targetInfo: { type: string };
}

export interface WorkerNetwork {
  /** New conditions for every service worker, now and from the start of any later one. */
  set(conditions: NetworkConditions): Promise<void>;
  close(): void;
}

/**
 * Throttles service workers from their first request. Setting the conditions once the page hears
 * of a new worker races its install: a first visit's precache then went out at full speed in some
 * runs and over 3G in others ("Ready to work offline" after 5 s or 13 s on one build). Here the
 * browser holds each new worker until its conditions are set (waitForDebuggerOnStart), which needs
 * the browser's own flat CDP session, so Chromium must run with `--remote-debugging-port=<port>`.
 * Node 20 has WebSocket behind `--experimental-websocket` (the bench scripts pass it).
 */
export async function workerNetwork(
  port: number,
  initial: NetworkConditions,
): Promise<WorkerNetwork> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let lastId = 0;
  const waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  const send = (method: string, params: object = {}, sessionId?: string) =>
    new Promise<void>((resolve, reject) => {
      const id = ++lastId;
      waiting.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params, sessionId }));
    });
  const workers = new Set<string>();
  let current = initial;
  const emulate = (sessionId: string) =>
    send('Network.emulateNetworkConditions', { offline: false, ...current }, sessionId);

  socket.addEventListener('message', (event: MessageEvent<string>) => {
    const message = JSON.parse(event.data) as CdpMessage;
    if (message.id !== undefined) {
      const reply = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error) reply?.reject(new Error(message.error.message));
      else reply?.resolve();
      return;
    }
    if (message.method === 'Target.attachedToTarget') {
      const { sessionId, targetInfo } = message.params as unknown as AttachedToTarget;
      if (targetInfo.type !== 'service_worker') {
        void send('Runtime.runIfWaitingForDebugger', {}, sessionId);
        return;
      }
      workers.add(sessionId);
      void send('Network.enable', {}, sessionId)
        .then(() => emulate(sessionId))
        .then(() => send('Runtime.runIfWaitingForDebugger', {}, sessionId));
    } else if (message.method === 'Target.detachedFromTarget') {
      workers.delete((message.params as { sessionId: string }).sessionId);
    }
  });
  await send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: true,
    flatten: true,
    filter: [{ type: 'service_worker', exclude: false }, { exclude: true }],
  });
  return {
    async set(conditions) {
      current = conditions;
      await Promise.all([...workers].map(emulate));
    },
    close: () => socket.close(),
  };
}
