// The inspection report as an outbox item: endpoint by kind, fields and certificate, read back, found by order.
import { describe, expect, it } from 'vitest';
import { buildReportItem, readReportItem, selectUnsentReport } from '@/features/orders/reportItem';
import type { OutboxState } from '@/lib/outbox/outboxSlice';
import { summarize } from '@/lib/outbox/types';
import { makeItem, asUpdate, forOrder } from '../outbox/support';

const fields = { inspection_health_state: 'Poor' as const, inspection_description: 'Lame ewe.' };

describe('buildReportItem', () => {
  it('posts a first report and patches a completed order’s report', () => {
    const send = buildReportItem({
      orderId: 9,
      orderNumber: 'ORD-9',
      kind: 'send',
      fields,
      certificate: null,
    });
    expect(send).toMatchObject({
      method: 'POST',
      path: 'dashboard/send-inspection-report/9/',
      fields,
      file: null,
      subject: { key: 9, label: 'ORD-9' },
    });
    const update = buildReportItem({
      orderId: 9,
      orderNumber: 'ORD-9',
      kind: 'update',
      fields,
      certificate: null,
    });
    expect(update).toMatchObject({
      method: 'PATCH',
      path: 'dashboard/update-inspection-report/9/',
    });
  });

  it('sends the certificate in certificate_of_safety under its own name', () => {
    const certificate = new File(['%PDF'], 'health.pdf', { type: 'application/pdf' });
    const item = buildReportItem({
      orderId: 9,
      orderNumber: 'ORD-9',
      kind: 'send',
      fields,
      certificate,
      draftKey: 'draft:7:9',
    });
    expect(item.file).toEqual({
      field: 'certificate_of_safety',
      blob: certificate,
      name: 'health.pdf',
    });
    expect(item.draftKey).toBe('draft:7:9');
  });
});

describe('reading reports back', () => {
  it('gives the form its answers, and nothing for a health state it does not know', () => {
    expect(readReportItem(makeItem({ fields }))).toEqual({
      healthState: 'Poor',
      description: 'Lame ewe.',
    });
    expect(readReportItem(makeItem({ fields: { inspection_health_state: 'Bad' } }))).toEqual({
      healthState: '',
      description: '',
    });
  });

  it('finds the newest unsent report of an order, whichever kind', () => {
    const older = makeItem({ ...forOrder(4), createdAt: 1 });
    const newer = asUpdate(makeItem({ ...forOrder(4), createdAt: 2 }));
    const sent = makeItem({ ...forOrder(5), state: 'sent' });
    const outbox: OutboxState = {
      loaded: true,
      items: [older, newer, sent].map(summarize),
      otherAccounts: 0,
      progress: {},
      sentIds: [],
    };
    const state = { outbox };
    expect(selectUnsentReport(state, 4)?.id).toBe(newer.id);
    expect(selectUnsentReport(state, 5)).toBeUndefined();
  });
});
