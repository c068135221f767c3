// The top bar's count of reports not sent yet, linking to the outbox list; hidden when all are sent.
import { Link } from '@/components/Link';
import { useAppSelector } from '@/app/hooks';
import { Icon } from '@/components/Icon';
import { selectUnsentCount } from '@/lib/outbox/outboxSlice';
import { outboxHref } from './links';
import './orders.css';

export function UnsentBadge() {
  const count = useAppSelector(selectUnsentCount);
  if (count === 0) return null;
  const label = `${count} unsent report${count === 1 ? '' : 's'}`;
  return (
    <Link to={outboxHref()} className="unsent-badge" aria-label={label} title={label}>
      <Icon name="upload" size={16} /> {count}
      <span className="unsent-badge-word"> unsent</span>
    </Link>
  );
}
