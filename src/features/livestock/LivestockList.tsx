// The two Manage Livestocks tabs (Unverified / Verified Livestocks), each a filterable table.
import { Tabs } from '@/components/Tabs';
import type { LivestockTab } from './livestockLinks';
import { LivestockTable } from './LivestockTable';
import type { Livestock } from './types';

const TABS = [
  { key: 'unverified', label: 'Unverified Livestocks' },
  { key: 'verified', label: 'Verified Livestocks' },
] as const;

interface LivestockListProps {
  items: readonly Livestock[];
  tab: LivestockTab;
  onTabChange: (tab: LivestockTab) => void;
}

export function LivestockList({ items, tab, onTabChange }: LivestockListProps) {
  const status = tab === 'verified' ? 'Verified' : 'Unverified';
  return (
    <Tabs label="Livestock verification" tabs={TABS} selected={tab} onSelect={onTabChange}>
      <LivestockTable
        caption={`${status} livestocks`}
        rows={items.filter((item) => item.status === status)}
      />
    </Tabs>
  );
}
