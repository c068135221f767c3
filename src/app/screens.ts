// The route table: each address, the screen module it draws and who may open it, and the portal panels' modules. Plain data: the router draws from it, the build (build/) splits and prerenders by it.
import type { PanelKey } from '@contract/panels';

/**
 * Who may open a screen: anyone; a visitor with no session ('signed-out': a signed-in vet is sent
 * on); a signed-in vet whose gating destination it is ('verify', 'pending', 'portal').
 */
export type Access = 'anyone' | 'signed-out' | 'verify' | 'pending' | 'portal';

interface Screen {
  /** The addresses that draw it, its own first ('*': any other). */
  paths: readonly string[];
  /** Its source file, from the repository's root (the router loads it lazily, as its own chunk). */
  module: string;
  access: Access;
}

export const SCREENS = {
  logIn: {
    paths: ['/log-in', '/'],
    module: 'src/features/auth/LogInPage.tsx',
    access: 'signed-out',
  },
  createAccount: {
    paths: ['/create-account'],
    module: 'src/features/auth/CreateAccountPage.tsx',
    access: 'signed-out',
  },
  verify: {
    paths: ['/verify'],
    module: 'src/features/registration/VerifyPage.tsx',
    access: 'verify',
  },
  pending: {
    paths: ['/pending'],
    module: 'src/features/registration/PendingPage.tsx',
    access: 'pending',
  },
  portal: { paths: ['/vet-profile'], module: 'src/app/PortalPage.tsx', access: 'portal' },
  notFound: { paths: ['*'], module: 'src/app/NotFoundPage.tsx', access: 'anyone' },
} as const satisfies Record<string, Screen>;

export type ScreenKey = keyof typeof SCREENS;

/** Old addresses, sent on to the screen that replaced them. */
export const REDIRECTS = [{ from: '/the-market', to: '/vet-profile' }] as const;

/**
 * The sign-in-again form: no address of its own, it is drawn over any signed-in screen when the
 * session pauses (src/app/SessionGate.tsx loads it). Read by the build (build/sources.ts).
 * @internal
 */
export const SIGN_IN_AGAIN = 'src/features/auth/SignInToContinue.tsx';

/**
 * Each portal panel's module (src/app/panels.tsx loads it lazily, as its own chunk). Read by the
 * build (build/sources.ts).
 * @internal
 */
export const PANEL_MODULES: Readonly<Record<PanelKey, string>> = {
  YourWallet: 'src/features/wallet/WalletPanel.tsx',
  ManageOrder: 'src/features/orders/OrdersPanel.tsx',
  Account: 'src/features/account/AccountPanel.tsx',
  ManageLivestocks: 'src/features/livestock/LivestockPanel.tsx',
  TeamMembers: 'src/features/team/TeamPanel.tsx',
  CompletedOrderPreview: 'src/features/orderPreview/CompletedOrderPreviewPanel.tsx',
};
