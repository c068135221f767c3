// The Manage Orders panel: the order lists, an order's wizard (?order=, loaded when asked for) or the outbox (?view=outbox).
import { useSearchParams } from 'react-router-dom';
import type { PanelProps } from '@/lib/portal/panels';
import { OrderLists } from './OrderLists';
import { OrderWizard, OutboxView } from './wizardCode';
import './orders.css';

/**
 * Loads ahead the code an address of this panel draws beyond the lists: the wizard's for an open
 * order, so a vet who reopens the app mid-inspection sees the wizard without a "Loading...", and
 * the unsent reports' view.
 */
export function preloadCode(search: string): Promise<unknown> | null {
  const params = new URLSearchParams(search);
  if (params.get('view') === 'outbox') return OutboxView.preload();
  return params.has('order') ? OrderWizard.preload() : null;
}

export default function OrdersPanel(_props: PanelProps) {
  const [params] = useSearchParams();
  if (params.get('view') === 'outbox') return <OutboxView.Component />;
  const order = params.get('order');
  if (order) {
    return (
      <OrderWizard.Component
        orderId={Number(order)}
        atReport={params.get('step') === 'report'}
        editId={params.get('edit')}
      />
    );
  }
  return <OrderLists tab={params.get('tab') === 'completed' ? 'completed' : 'pending'} />;
}
