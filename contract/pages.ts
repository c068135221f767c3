// The pages the build writes beside index.html and the addresses they answer: the server and the static hosts' configs (generated from this table) pick the same one.

/** Page path -> its HTML file in dist/: Log In and Create Account drawn for a visitor with no session. */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = {
  '/': 'log-in.html',
  '/log-in': 'log-in.html',
  '/create-account': 'create-account.html',
};

/**
 * The HTML file the build wrote for a page address, or null (the app shell, index.html, draws it).
 * The query does not choose the page.
 */
export function builtPage(pathname: string): string | null {
  return PRERENDERED_PAGES[pathname] ?? null;
}

/** Each file, with the route it renders (scripts/prerender.ts draws it). */
export const PRERENDERED_SCREENS = [
  { file: 'log-in.html', path: '/log-in' },
  { file: 'create-account.html', path: '/create-account' },
] as const;
