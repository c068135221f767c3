// The pages the build writes beside index.html (scripts/prerender.ts) and the addresses the server sends them for.

/**
 * The portal's page for the panel the address opens (its code preloaded: build/sources.ts); the
 * first is also for every other address.
 */
export const PORTAL_PAGES = [
  { file: 'vet-profile.html', panel: 'YourWallet' },
  { file: 'vet-profile-orders.html', panel: 'ManageOrder' },
] as const;

/** Page path -> its HTML file in dist/: Log In and Create Account drawn for a visitor with no session. */
const PRERENDERED_PAGES: Readonly<Record<string, string>> = {
  '/': 'log-in.html',
  '/log-in': 'log-in.html',
  '/create-account': 'create-account.html',
};

/**
 * The HTML file the build wrote for a page address, or null (the app shell draws it). The portal's
 * page is not drawn ahead (it shows the vet's data), but has the code of the portal and of the
 * panel the address opens (its ?panel=) preloaded, so a first visit fetches it with the app's own
 * scripts instead of after them (two round trips later on a slow link), and not the other first
 * panel's, which would only delay the largest paint (figures in CHANGELOG.md).
 */
export function builtPage(pathname: string, search: string): string | null {
  if (pathname !== '/vet-profile') return PRERENDERED_PAGES[pathname] ?? null;
  const panel = new URLSearchParams(search).get('panel');
  return (PORTAL_PAGES.find((page) => page.panel === panel) ?? PORTAL_PAGES[0]).file;
}

/** Each file, with the route it renders (the build preloads that screen's files: build/sources.ts). */
export const PRERENDERED_SCREENS = [
  { file: 'log-in.html', path: '/log-in' },
  { file: 'create-account.html', path: '/create-account' },
] as const;
