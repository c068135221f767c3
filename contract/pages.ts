// The pages the build writes beside index.html and the addresses they answer: the server, the static hosts' configs and the service worker pick the same one.

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
 * The portal's page for an address, or null when it is not the portal's. The page is not drawn
 * ahead (it shows the vet's data), but has the code of the portal and of the panel the address
 * opens (its ?panel=) preloaded, so the app's scripts and the panel's are fetched together instead
 * of one after the other (two round trips later on a slow link, and a wait for each file from the
 * worker's cache offline), and not the other first panel's, which would only delay the largest
 * paint (figures in CHANGELOG.md).
 */
export function portalPage(pathname: string, search: string): string | null {
  if (pathname !== '/vet-profile') return null;
  const panel = new URLSearchParams(search).get('panel');
  return (PORTAL_PAGES.find((page) => page.panel === panel) ?? PORTAL_PAGES[0]).file;
}

/** The HTML file the build wrote for a page address, or null (the app shell draws it). */
export function builtPage(pathname: string, search: string): string | null {
  return PRERENDERED_PAGES[pathname] ?? portalPage(pathname, search);
}

/** Each file, with the route it renders (the build preloads that screen's files: build/sources.ts). */
export const PRERENDERED_SCREENS = [
  { file: 'log-in.html', path: '/log-in' },
  { file: 'create-account.html', path: '/create-account' },
] as const;
