// How this browser lets the vet install the portal: its own prompt, Safari's Share menu, or neither.
import { tinyStore } from './tinyStore';

/** Chromium's install prompt, kept from `beforeinstallprompt` until the vet asks for it. */
interface InstallPromptEvent extends Event {
  prompt: () => Promise<unknown>;
}

/** The prompt the browser offered (null until it does, and after it is used). */
export const installPrompt = tinyStore<InstallPromptEvent | null>(null);

/** Listens for the browser's offer (at start-up); returns a stop. */
export function listenForInstallPrompt(target: EventTarget = window): () => void {
  const onOffer = (event: Event) => {
    event.preventDefault(); // the portal shows its own button instead of the browser's mini-bar
    installPrompt.set(event as InstallPromptEvent);
  };
  const onInstalled = () => installPrompt.set(null);
  target.addEventListener('beforeinstallprompt', onOffer);
  target.addEventListener('appinstalled', onInstalled);
  return () => {
    target.removeEventListener('beforeinstallprompt', onOffer);
    target.removeEventListener('appinstalled', onInstalled);
  };
}

/** Shows the browser's install prompt; it can be used once. */
export async function promptInstall(): Promise<void> {
  const event = installPrompt.get();
  if (!event) return;
  installPrompt.set(null);
  await event.prompt();
}

interface Platform {
  userAgent: string;
  platform?: string;
  maxTouchPoints?: number;
}

/** iPhone and iPad (an iPad asks for the desktop site and says "MacIntel", with touch). */
export function isIos(nav: Platform): boolean {
  return (
    /iPhone|iPad|iPod/.test(nav.userAgent) ||
    (nav.platform === 'MacIntel' && (nav.maxTouchPoints ?? 0) > 1)
  );
}
