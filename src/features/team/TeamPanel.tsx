// The Team Members panel of the portal (placeholder until its feature lands).
import { Placeholder } from '@/components/Placeholder';
import type { PanelProps } from '@/lib/panels';

export default function TeamPanel(_props: PanelProps) {
  return <Placeholder title="Team Members" />;
}
