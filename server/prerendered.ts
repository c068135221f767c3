// The pages the build writes beside index.html (scripts/prerender.ts) and the paths the server sends them for.

const PORTAL_PAGE_FILE = 'vet-profile.html';

/**
 * Page path -> its HTML file in dist/: Log In and Create Account drawn for a visitor with no
 * session; the portal as index.html with its first screen's code asked for at once.
 */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = {
  '/': 'log-in.html',
  '/log-in': 'log-in.html',
  '/create-account': 'create-account.html',
  '/vet-profile': PORTAL_PAGE_FILE,
};

/**
 * The portal's page, not drawn ahead (it shows the vet's data) but with the code of the portal
 * and of its first panels (Your Wallet, Manage Orders) preloaded, so a first visit fetches it with
 * the app's own scripts instead of after them (two round trips later on a slow link).
 */
export const PORTAL_PAGE = {
  file: PORTAL_PAGE_FILE,
  modules: [
    'src/app/PortalPage.tsx',
    'src/features/wallet/WalletPanel.tsx',
    'src/features/orders/OrdersPanel.tsx',
  ],
} as const;

/** Each file, with the route it renders and the lazy screen module whose files it preloads. */
export const PRERENDERED_SCREENS = [
  { file: 'log-in.html', path: '/log-in', module: 'src/features/auth/LogInPage.tsx' },
  {
    file: 'create-account.html',
    path: '/create-account',
    module: 'src/features/auth/CreateAccountPage.tsx',
  },
] as const;
