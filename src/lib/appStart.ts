// Says so when the app's scripts never ran (the signal went while they downloaded), instead of an inert screen; reloads on signal's return.
import { reloadFresh } from '@/lib/reloadPage';

/** Set on <html> by the app's entry once its scripts have all arrived and run. */
const STARTED = 'appStarted';

/**
 * What the page says when the app never started; index.html's own note says `online`'s (its test
 * holds the two alike).
 * @internal
 */
export const NOT_DOWNLOADED = {
  offline:
    'The portal did not finish downloading: the signal went. It reloads by itself when the signal returns.',
  online: 'The portal did not finish downloading. Reload to try again.',
};

/** index.html's own note, shown by the stylesheet when no script has run: one has now. */
const STALLED_NOTE = '.stalled-start';

/** Called by the app's entry as it runs: its module graph arrived whole. */
export function markAppStarted(doc: Document = document): void {
  doc.documentElement.dataset[STARTED] = 'true';
  doc.querySelector(STALLED_NOTE)?.remove();
}

/**
 * Takes over from index.html's note at once. Once the page has loaded (its scripts, arrived or
 * failed, with it), a page whose app never started shows why in place of the screen it had (Log
 * In's form, drawn but inert, or "Loading..."), with Reload; without signal it reloads when the
 * signal returns.
 */
export function watchAppStart(
  win: Window = window,
  reload: () => void = () => void reloadFresh(win),
): void {
  const doc = win.document;
  doc.querySelector(STALLED_NOTE)?.remove();
  win.addEventListener(
    'load',
    () => {
      const root = doc.getElementById('root');
      if (doc.documentElement.dataset[STARTED] || !root) return;
      const offline = !win.navigator.onLine;
      const main = doc.createElement('main');
      main.className = 'centered-page';
      const notice = doc.createElement('div');
      notice.className = 'notice';
      notice.setAttribute('role', 'alert');
      const text = doc.createElement('p');
      text.textContent = offline ? NOT_DOWNLOADED.offline : NOT_DOWNLOADED.online;
      const button = doc.createElement('button');
      button.type = 'button';
      button.className = 'btn btn-primary';
      button.textContent = 'Reload';
      button.addEventListener('click', reload);
      notice.append(text, button);
      main.append(notice);
      root.replaceChildren(main);
      if (offline) win.addEventListener('online', reload, { once: true });
    },
    { once: true },
  );
}
