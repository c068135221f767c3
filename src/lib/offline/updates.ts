// "A new version is available": whether one waits (the offline slice), and switching to it only when the vet says so.
import { useSharedSelector } from '@/lib/hooks/redux';
import type { UnknownAction } from '@reduxjs/toolkit';
import { msg } from '@/lib/text/messages';
import { selectUpdateAvailable, updateAccepted } from './offlineSlice';
import { hasUnsavedInput } from './unsavedInput';

/**
 * The Reload button: asks first when the vet would lose what they typed, then the waiting version
 * takes over (register.ts hears updateAccepted). False when the vet chose to stay.
 */
export function applyUpdate(
  dispatch: (action: UnknownAction) => unknown,
  confirm: (question: string) => boolean = (question) => window.confirm(question),
): boolean {
  if (hasUnsavedInput() && !confirm(msg.reloadLosesInput)) return false;
  dispatch(updateAccepted());
  return true;
}

export function useUpdateAvailable(): boolean {
  return useSharedSelector(selectUpdateAvailable);
}
