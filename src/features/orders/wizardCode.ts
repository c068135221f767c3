// The order wizard's code (the appointment, the report and its photos): loaded when an order opens, not with the lists.
import { preloadable } from '@/lib/preloadable';

export const OrderWizard = preloadable(async () => ({
  default: (await import('./OrderWizard')).OrderWizard,
}));
