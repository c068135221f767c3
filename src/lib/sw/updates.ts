// "A new version is available": whether one waits, and switching to it only when the vet says so.
import { msg } from '@/lib/messages';
import { tinyStore, useTinyStore } from './tinyStore';
import { hasUnsavedInput } from './unsavedInput';

type UpdateState = 'none' | 'available' | 'dismissed';

const state = tinyStore<UpdateState>('none');
let activate: () => void = () => window.location.reload();

/** The service worker found a new version; `apply` switches to it (and reloads the page). */
export function updateFound(apply: () => void): void {
  activate = apply;
  state.set('available');
}

/** The Reload button: asks first when the vet would lose what they typed. */
export function applyUpdate(
  confirm: (question: string) => boolean = (question) => window.confirm(question),
): boolean {
  if (hasUnsavedInput() && !confirm(msg.reloadLosesInput)) return false;
  activate();
  return true;
}

/** "Later": the prompt goes away until the next version is found. */
export function dismissUpdate(): void {
  state.set('dismissed');
}

export function useUpdateAvailable(): boolean {
  return useTinyStore(state) === 'available';
}

/**
 * For tests: back to "no update".
 * @internal
 */
export function resetUpdateState(): void {
  state.set('none');
  activate = () => window.location.reload();
}
