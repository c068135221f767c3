// The Manage Orders panel: the order lists, an order's wizard (?order=) or the outbox (?view=outbox).
import { useSearchParams } from 'react-router-dom';
import type { PanelProps } from '@/lib/panels';
import { OrderLists } from './OrderLists';
import { OrderWizard } from './OrderWizard';
import { OutboxList } from './OutboxList';
import './orders.css';

export default function OrdersPanel(_props: PanelProps) {
  const [params] = useSearchParams();
  if (params.get('view') === 'outbox') return <OutboxList />;
  const order = params.get('order');
  if (order) {
    return (
      <OrderWizard
        orderId={Number(order)}
        atReport={params.get('step') === 'report'}
        editId={params.get('edit')}
      />
    );
  }
  return <OrderLists tab={params.get('tab') === 'completed' ? 'completed' : 'pending'} />;
}
