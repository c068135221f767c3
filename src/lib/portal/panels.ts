// The portal's panels by name (from the panel table), the link that opens one (the panel lives in the URL) and the reads it opens with.
import {
  PANEL_KEYS,
  PANEL_READS,
  PANEL_TABLE,
  PROFILE_READ,
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

/** A link to a portal panel, e.g. from the wallet's "Go To Settings" to Account. */
export function panelHref(panel: PanelKey, params: Record<string, string> = {}): string {
  const search = new URLSearchParams({ panel, ...params });
  return `/vet-profile?${search.toString()}`;
}

/** The API paths a portal address reads first: the profile, then its open panel's lists. */
export function firstReadPaths(search: string | URLSearchParams): string[] {
  const panel = PANEL_TABLE[openPanel(search)];
  return [PROFILE_READ, ...panel.reads].map(({ name }) => paths[name]);
}

/** The API paths of every panel's lists: saved ahead, so the portal opens offline on any panel. */
export const PANEL_LIST_PATHS: readonly string[] = PANEL_READS.map(({ name }) => paths[name]);

/** What every panel receives from the portal. */
export interface PanelProps {
  profile: import('@contract/types/profile').Profile;
}
