// The portal's panels by name (from the panel table), the link that opens one (the panel lives in the URL) and the reads it opens with.
import {
  PANEL_KEYS,
  PANEL_READS,
  PANEL_TABLE,
  PROFILE_READ,
  type PanelKey,
  type SavedRead,
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
export function firstReads(panel: PanelKey, search: string | URLSearchParams): SavedRead[] {
  const params = new URLSearchParams(search);
  const reads: readonly SavedRead[] = PANEL_TABLE[panel].reads;
  const tabs = reads.flatMap(({ tab }) => (tab === undefined ? [] : [tab]));
  const listsOnly = [...params.keys()].every((key) => key === 'panel' || key === 'tab');
  if (tabs.length === 0 || !listsOnly) return [...reads];
  const open = tabs.find((tab) => tab === params.get('tab')) ?? tabs[0];
  return reads.filter(({ tab }) => tab === undefined || tab === open);
}

/** The API paths a portal address reads first: the profile, then its open panel's lists. */
export function firstReadPaths(search: string | URLSearchParams): string[] {
  const reads = [PROFILE_READ, ...firstReads(openPanel(search), search)];
  return reads.map(({ name }) => paths[name]);
}

/** The API paths of every panel's lists: saved ahead, so the portal opens offline on any panel. */
export const PANEL_LIST_PATHS: readonly string[] = PANEL_READS.map(({ name }) => paths[name]);

/** What every panel receives from the portal. */
export interface PanelProps {
  profile: import('@contract/types/profile').Profile;
}
