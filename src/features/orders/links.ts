// Addresses inside the Manage Orders panel: lists (by tab), an order's wizard, the outbox.
import type { PANEL_TABLE } from '@contract/panels';
import { panelHref } from '@/lib/portal/panels';

/** The lists' tabs, as the panel table names them (it reads the open tab's list first). */
export type OrderTab = NonNullable<(typeof PANEL_TABLE)['ManageOrder']['reads'][number]['tab']>;

export const listHref = (tab: OrderTab = 'pending') =>
  panelHref('ManageOrder', tab === 'completed' ? { tab: 'completed' } : {});

/**
 * An order's wizard; `report` opens it at step 2 (the completed list's "Update order report"),
 * `continueDraft` also puts the report's saved draft back without asking again.
 */
export const orderHref = (
  orderId: number,
  opts: { report?: boolean; edit?: string; continueDraft?: boolean } = {},
) =>
  panelHref('ManageOrder', {
    order: String(orderId),
    ...(opts.report ? { step: 'report' } : {}),
    ...(opts.edit ? { edit: opts.edit } : {}),
    ...(opts.continueDraft ? { draft: 'continue' } : {}),
  });

export const outboxHref = () => panelHref('ManageOrder', { view: 'outbox' });
