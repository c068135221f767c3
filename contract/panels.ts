// The portal's panels and the reads saved on the device for use without signal: the one table the app, its early script and the service worker read.
import type { paths } from './paths.js';

/** A GET endpoint with no id, by its name in `paths` (the app's query endpoint has the same name). */
export type ReadName = {
  [Name in keyof typeof paths]: (typeof paths)[Name] extends string ? Name : never;
}[keyof typeof paths];

/** A read the service worker keeps, and what the vet calls it ("On this device"). */
export interface SavedRead {
  name: ReadName;
  label: string;
  /**
   * The tab of the panel's lists that shows this read (?tab=, the first tab when none is named).
   * Started ahead of the app's code only when the address opens its tab; the other tabs' lists are
   * asked for as the lists draw, so the first screen waits for the one it shows.
   */
  tab?: string;
}

export interface Panel {
  /** Its name in the menu. */
  label: string;
  /** What the panel reads first: saved for use without signal, even before the vet opens it. */
  reads: readonly SavedRead[];
  /** A preview (sample data), listed under its own heading. */
  preview?: boolean;
  /** Reached by a link from another panel, not from the menu. */
  hidden?: boolean;
}

/**
 * The portal's panels in menu order, by the key its address names (?panel=). The app attaches
 * each panel's code in src/app/panels.tsx.
 */
export const PANEL_TABLE = {
  YourWallet: {
    label: 'Your wallet',
    reads: [
      { name: 'walletBalance', label: 'Wallet balance' },
      { name: 'transactionHistory', label: 'Transaction history' },
    ],
  },
  ManageOrder: {
    label: 'Manage Orders',
    reads: [
      { name: 'assignedOrders', label: 'Pending orders', tab: 'pending' },
      { name: 'completedOrders', label: 'Completed orders', tab: 'completed' },
    ],
  },
  Account: { label: 'Account', reads: [] },
  ManageLivestocks: { label: 'Manage Livestocks', preview: true, reads: [] },
  TeamMembers: { label: 'Team Members', preview: true, reads: [] },
  CompletedOrderPreview: { label: 'Completed order (preview)', hidden: true, reads: [] },
} as const satisfies Record<string, Panel>;

export type PanelKey = keyof typeof PANEL_TABLE;

/** The panels' keys, in menu order. */
export const PANEL_KEYS = Object.keys(PANEL_TABLE) as readonly PanelKey[];

/** The reads of one panel, typed by their names (so a feature can start them by endpoint). */
export type PanelReads<Key extends PanelKey> = (typeof PANEL_TABLE)[Key]['reads'];

/** Every signed-in screen reads the vet's profile first (the session gate decides from it). */
export const PROFILE_READ = { name: 'profile', label: 'Your profile' } as const satisfies SavedRead;

/** The lists the portal's panels open, in menu order. */
export const PANEL_READS: readonly SavedRead[] = Object.values(PANEL_TABLE).flatMap(
  (panel: Panel) => panel.reads,
);

/** Everything the service worker keeps for the vet: the profile, then the panels' lists. */
export const SAVED_READS: readonly SavedRead[] = [PROFILE_READ, ...PANEL_READS];
