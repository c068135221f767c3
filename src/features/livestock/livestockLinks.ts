// The URLs of the Manage Livestocks screens (list tab, details, profile), so Back works.
import { panelHref } from '@/lib/portal/panels';
import type { Livestock, VerificationStatus } from './types';

export type LivestockTab = 'unverified' | 'verified';

export const tabFor = (status: VerificationStatus): LivestockTab =>
  status === 'Verified' ? 'verified' : 'unverified';

export const listHref = (tab: LivestockTab): string =>
  panelHref('ManageLivestocks', tab === 'verified' ? { tab } : {});

export const detailsHref = (item: Livestock): string =>
  panelHref('ManageLivestocks', { livestock: item.id });

export const profileHref = (item: Livestock): string =>
  panelHref('ManageLivestocks', { livestock: item.id, view: 'profile' });
