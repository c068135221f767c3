// The portal's panels with the reads each opens with, and the reads kept on the device for use without signal: set apart, so each can change alone.
import type { paths } from './paths.js';

/** A GET endpoint with no id, by its name in `paths` (the app's query endpoint has the same name). */
export type ReadName = {
  [Name in keyof typeof paths]: (typeof paths)[Name] extends string ? Name : never;
}[keyof typeof paths];

/** A read a panel opens with: its portal loader starts it beside the panel's code. */
export interface FirstRead {
  name: ReadName;
  /**
   * The tab of the panel's lists that shows this read (?tab=, the first tab when none is named):
   * at the lists' address only the open tab's read starts first.
   */
  tab?: string;
}

export interface Panel {
  /** Its name in the menu. */
  label: string;
  /** What the panel reads first (started with its code when its address opens). */
  reads: readonly FirstRead[];
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
    reads: [{ name: 'walletBalance' }, { name: 'transactionHistory' }],
  },
  ManageOrder: {
    label: 'Manage Orders',
    reads: [
      { name: 'assignedOrders', tab: 'pending' },
      { name: 'completedOrders', tab: 'completed' },
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

/** A read the service worker keeps for the vet, and what the vet calls it ("On this device"). */
export interface KeptRead {
  name: ReadName;
  label: string;
}

/** Every signed-in screen reads the vet's profile first (the session gate decides from it). */
export const PROFILE_READ = { name: 'profile', label: 'Your profile' } as const satisfies KeptRead;

/**
 * What the device keeps for the vet, whichever panel reads it first or none: the profile, then
 * the lists. "Ready to work offline" waits for every one (every page of each).
 */
export const KEPT_OFFLINE: readonly KeptRead[] = [
  PROFILE_READ,
  { name: 'walletBalance', label: 'Wallet balance' },
  { name: 'transactionHistory', label: 'Transaction history' },
  { name: 'assignedOrders', label: 'Pending orders' },
  { name: 'completedOrders', label: 'Completed orders' },
];
