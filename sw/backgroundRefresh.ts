// One background refresh of the mirrored vet's kept lists (sw/keptRefresh.ts), then the new orders told (sw/newOrders.ts).
import { expiresSoon } from '../contract/jwt';
import { forgetRefusedToken, readMirroredToken } from '../src/lib/session/tokenMirror';
import { keptBody, readUrl, refreshKeptReads } from './keptRefresh';
import { tellNewOrders } from './newOrders';

/**
 * One background refresh for the vet whose token is mirrored (nobody's when signed out). The
 * worker cannot renew a token: one about to expire waits for the app, which renews it first.
 */
export async function refreshInBackground(
  registration: ServiceWorkerRegistration,
  apiBase: string,
): Promise<void> {
  const session = await readMirroredToken();
  if (!session || expiresSoon(session.token, Date.now(), session.savedAt)) return;
  const ordersUrl = readUrl(apiBase, 'assignedOrders');
  const before = await keptBody(session.userId, ordersUrl);
  const result = await refreshKeptReads(apiBase, session);
  if (result.refused) {
    // As a 401 in a tab: the copies went (refreshKeptReads), and the token is forgotten unless
    // a newer one came meanwhile.
    await forgetRefusedToken(session.token);
    return;
  }
  if (result.fresh.assignedOrders !== undefined) {
    await tellNewOrders(registration, session.userId, before, result.fresh.assignedOrders);
  }
}
