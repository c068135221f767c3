// Manage Livestocks: picks the screen from the URL (tab list, details or profile) for given listings.
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '@/components/Link';
import { PreviewPanel } from '@/components/PreviewPanel';
import { detailsHref, listHref, tabFor, type LivestockTab } from './livestockLinks';
import { LivestockDetails } from './LivestockDetails';
import { LivestockList } from './LivestockList';
import { LivestockProfile } from './LivestockProfile';
import type { Livestock } from './types';
import './livestock.css';

export function ManageLivestocks({ items }: { items: readonly Livestock[] }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tab: LivestockTab = params.get('tab') === 'verified' ? 'verified' : 'unverified';
  const wantedId = params.get('livestock');
  const item = wantedId ? items.find((entry) => entry.id === wantedId) : undefined;

  const screen = () => {
    if (wantedId && !item) {
      return (
        <>
          <p>This livestock listing was not found.</p>
          <Link to={listHref(tab)}>Back to the livestock list</Link>
        </>
      );
    }
    if (item && params.get('view') === 'profile') {
      return <LivestockProfile item={item} backHref={detailsHref(item)} />;
    }
    if (item) {
      const back = tabFor(item.status);
      return (
        <LivestockDetails
          item={item}
          backHref={listHref(back)}
          backLabel={
            back === 'verified' ? 'Back to Verified Livestocks' : 'Back to Unverified Livestocks'
          }
        />
      );
    }
    return (
      <LivestockList
        items={items}
        tab={tab}
        onTabChange={(next) => void navigate(listHref(next), { replace: true })}
      />
    );
  };

  return (
    <PreviewPanel title="Manage Livestocks" className="livestock-panel">
      {screen()}
    </PreviewPanel>
  );
}
