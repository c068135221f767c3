// The topics the outbox serves, as the features register them: in the tabs and the service worker alike.
import { reportOutbox } from '@/features/orders/reportOutbox';
import { outboxTopics } from '@/lib/outbox/topics';

export const appOutboxTopics = outboxTopics([reportOutbox]);
