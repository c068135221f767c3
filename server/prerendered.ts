// The screens the build renders ahead (scripts/prerender.ts) and the page paths the server sends them for.

/** Page path -> the HTML file in dist/ drawn for a visitor with no session. */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = {
  '/': 'log-in.html',
  '/log-in': 'log-in.html',
  '/create-account': 'create-account.html',
};

/** Each file, with the route it renders and the lazy screen module whose files it preloads. */
export const PRERENDERED_SCREENS = [
  { file: 'log-in.html', path: '/log-in', module: 'src/features/auth/LogInPage.tsx' },
  {
    file: 'create-account.html',
    path: '/create-account',
    module: 'src/features/auth/CreateAccountPage.tsx',
  },
] as const;
