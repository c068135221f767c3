// The service worker cannot run here (private mode, no support, a blocked script): say so once, carry on online.
import { msg } from '@/lib/messages';
import { notify } from '@/lib/toast';
import { setShellState } from './offlineReady';

let told = false;

/** True once the service worker was found unable to run on this page. */
export const offlineIsUnavailable = () => told;

/** Nothing is kept for use without signal: the getting-ready note goes and the vet is told once. */
export function offlineUnavailable(): void {
  setShellState('unsupported');
  if (told) return;
  told = true;
  notify.info(msg.offlineUnavailable, { background: true });
}
