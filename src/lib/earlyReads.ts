// Reads started before the app's code runs (src/early.ts), each handed once to the app's first matching request.
import { paths } from '@contract/paths';
import { openPanel, type PanelKey } from './panels';

/** An unclaimed early answer is dropped after this long: it would be stale. */
export const EARLY_READ_TTL_MS = 10_000;

/** The reads each panel makes first (its `first…Reads`), after the profile every portal screen needs. */
const PANEL_READS: Partial<Record<PanelKey, string[]>> = {
  YourWallet: [paths.walletBalance, paths.transactionHistory],
  ManageOrder: [paths.assignedOrders, paths.completedOrders],
};

interface EarlyRead {
  authorization: string;
  answer: Promise<Response>;
}

const started = new Map<string, EarlyRead>();

/**
 * On the portal's address, with a session and a service worker in control (the saved copies are
 * on the device, and the network is not slowed by code still downloading), the profile and the
 * open panel's reads are asked for now rather than after the app's code has run.
 */
export function startEarlyReads(
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  token: string | null,
  controlled: boolean,
  apiBaseUrl: string,
): void {
  if (!token || !controlled || pathname !== '/vet-profile') return;
  const panel = openPanel(search);
  const authorization = `Bearer ${token}`;
  for (const path of [paths.profile, ...(PANEL_READS[panel] ?? [])]) {
    const url = new URL(`${apiBaseUrl}${path}`, location.href).href;
    const answer = fetch(url, { headers: { Authorization: authorization } });
    answer.catch(() => {}); // a failure is the app's to see, when it claims the read
    started.set(url, { authorization, answer });
    setTimeout(() => {
      if (started.get(url)?.answer === answer) started.delete(url);
    }, EARLY_READ_TTL_MS);
  }
}

/** The early answer for this request (same GET, same token), once; null when there is none. */
export function takeEarlyRead(request: Request): Promise<Response> | null {
  const early = started.get(request.url);
  if (
    !early ||
    request.method !== 'GET' ||
    request.headers.get('Authorization') !== early.authorization
  ) {
    return null;
  }
  started.delete(request.url);
  return early.answer;
}
