// What every DOM test leaves behind is taken away after it (tests/setup/dom.ts): the DOM, storage and waiting toasts.
import { cleanup } from '@testing-library/react';
import { toast } from 'react-toastify/unstyled';

export function afterDomTest(): void {
  cleanup();
  localStorage.clear();
  // A toast raised while no container was drawn waits in the library for the next container,
  // which in files sharing a worker is another test's: with every container gone, this empties it.
  toast.dismiss();
}
