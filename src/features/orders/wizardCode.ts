// The code Manage Orders loads only when an address asks for it, not with the lists: the order wizard (the appointment, the report and its photos) and the unsent reports' view.
import { preloadable } from '@/lib/page/preloadable';

export const OrderWizard = preloadable(async () => ({
  default: (await import('./OrderWizard')).OrderWizard,
}));

export const OutboxView = preloadable(async () => ({
  default: (await import('./OutboxList')).OutboxList,
}));
