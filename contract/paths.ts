// Every API endpoint path (relative to the API base, as the spec's API table names them): app, service worker and server.
import { KEPT_OFFLINE } from './panels.js';

type Id = number | string;

export const paths = {
  login: 'login/',
  register: 'register/',
  tokenRefresh: 'token/refresh/',
  logoutEverywhere: 'logout-everywhere/',
  /** GET /profile has no trailing slash in the spec; PATCH /profile/ has one. */
  profile: 'profile',
  updateProfile: 'profile/',
  application: 'vets/application/',
  reapply: (applicationId: Id) => `dashboard/reapply/${applicationId}/`,
  assignedOrders: 'dashboard/assigned-orders/',
  completedOrders: 'dashboard/get-completed-orders/',
  setAppointment: (orderId: Id) => `dashboard/set-appointment/${orderId}/`,
  cancelOrder: (orderId: Id) => `dashboard/cancel-order/${orderId}/`,
  sendReport: (orderId: Id) => `dashboard/send-inspection-report/${orderId}/`,
  updateReport: (orderId: Id) => `dashboard/update-inspection-report/${orderId}/`,
  walletBalance: 'wallet/wallet-balance/',
  transactionHistory: 'wallet/transaction-history/',
  withdraw: 'wallet/withdraw/',
  sandboxCheckout: 'wallet/sandbox-checkout/',
  loadWallet: 'wallet/load-wallet/',
} as const;

/** The server's route for a path: a leading slash, and `:name` in place of an id. */
export function route(path: string | ((id: string) => string), param = 'id'): string {
  return `/${typeof path === 'string' ? path : path(`:${param}`)}`;
}

/**
 * The reads the service worker keeps for offline use (GET only): the kept reads (contract/panels.ts)
 * and the profile's trailing-slash twin.
 */
export const CACHED_READS: readonly string[] = [
  ...KEPT_OFFLINE.map(({ name }) => paths[name]),
  paths.updateProfile,
];
