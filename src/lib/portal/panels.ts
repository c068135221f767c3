// The portal's panels by name (from the panel table), the link that opens one (the panel lives in the URL), the reads it opens with and the lists kept offline.
import {
  KEPT_OFFLINE,
  PANEL_KEYS,
  PANEL_TABLE,
  PROFILE_READ,
  type FirstRead,
  type PanelKey,
} from '@contract/panels';
import { paths } from '@contract/paths';

export type { PanelKey };

export const PANELS = PANEL_KEYS;
export const DEFAULT_PANEL: PanelKey = 'YourWallet';

export const isPanelKey = (value: string | null): value is PanelKey =>
  PANELS.some((panel) => panel === value);

/** The panel a portal address opens: its ?panel= when it names one, else the default. */
export function openPanel(search: string | URLSearchParams): PanelKey {
  const requested = new URLSearchParams(search).get('panel');
  return isPanelKey(requested) ? requested : DEFAULT_PANEL;
}

/** The Account panel's Bank Details: "Go To Settings" leads to it (`#bank-details`). */
export const BANK_DETAILS_ID = 'bank-details';

/** A link to a portal panel, e.g. from the wallet's "Go To Settings" to Account. */
export function panelHref(panel: PanelKey, params: Record<string, string> = {}): string {
  const search = new URLSearchParams({ panel, ...params });
  return `/vet-profile?${search.toString()}`;
}

/**
 * The reads of `panel` an address of it draws first. A panel whose lists sit under tabs shows one
 * tab at its lists' address (nothing beyond ?panel= and ?tab=): only that tab's read (?tab=, else
 * the first tab's) comes first. Any other address of the panel (an open order) uses all of them.
 */
export function firstReads(panel: PanelKey, search: string | URLSearchParams): FirstRead[] {
  const params = new URLSearchParams(search);
  const reads: readonly FirstRead[] = PANEL_TABLE[panel].reads;
  const tabs = reads.flatMap(({ tab }) => (tab === undefined ? [] : [tab]));
  const listsOnly = [...params.keys()].every((key) => key === 'panel' || key === 'tab');
  if (tabs.length === 0 || !listsOnly) return [...reads];
  const open = tabs.find((tab) => tab === params.get('tab')) ?? tabs[0];
  return reads.filter(({ tab }) => tab === undefined || tab === open);
}

/** The API paths of the kept lists (all but the profile): saved ahead, so any panel opens offline. */
export const KEPT_LIST_PATHS: readonly string[] = KEPT_OFFLINE.filter(
  ({ name }) => name !== PROFILE_READ.name,
).map(({ name }) => paths[name]);

/** What every panel receives from the portal. */
export interface PanelProps {
  profile: import('@contract/wire/profile').Profile;
}
