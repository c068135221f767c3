// Reloads the page: plainly for a new version's take-over, or with its scripts downloaded again first for code an engine keeps as failed.

/** A plain reload (a new version's take-over). */
export function reloadPage(): void {
  window.location.reload();
}

/**
 * Reloads once each of the page's scripts and preloaded modules has been downloaded again past
 * every cache: WebKit keeps a script that failed over a plain reload, and would fail it again.
 */
export async function reloadFresh(
  win: Window = window,
  reload = () => win.location.reload(),
): Promise<void> {
  const doc = win.document;
  const urls = [
    ...[...doc.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src),
    ...[...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.href),
  ];
  await Promise.allSettled(
    urls.map((url) => win.fetch(url, { cache: 'reload' }).then((answer) => answer.arrayBuffer())),
  );
  reload();
}
