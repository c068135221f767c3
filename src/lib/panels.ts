// The portal's panels by name, and the link that opens one (the panel lives in the URL).

export const PANELS = [
  'YourWallet',
  'ManageOrder',
  'ManageLivestocks',
  'TeamMembers',
  'Account',
  /** Hidden (not in the menu): reached from a completed order's row. */
  'CompletedOrderPreview',
] as const;
export type PanelKey = (typeof PANELS)[number];
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

/** What every panel receives from the portal. */
export interface PanelProps {
  profile: import('@contract/types/profile').Profile;
}
