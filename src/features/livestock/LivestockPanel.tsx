// The Manage Livestocks panel of the portal: a preview over sample listings (no server calls yet).
import type { PanelProps } from '@/lib/portal/panels';
import { ManageLivestocks } from './ManageLivestocks';
import { sampleLivestock } from './sampleLivestock';

export default function LivestockPanel(_props: PanelProps) {
  return <ManageLivestocks items={sampleLivestock} />;
}
