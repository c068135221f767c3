// The outbox serves the topics the features register: each item's troubles said in its topic's
// words, its arrival asked where its topic says, old records read by the topic that wrote them.
import { describe, expect, it } from 'vitest';
import { reportOutbox } from '@/features/orders/reportOutbox';
import { outboxTopics, type OutboxTopic } from '@/lib/outbox/topics';
import type { OutboxItem } from '@/lib/outbox/types';
import { API, fakeApi, freshDb, makeItem, testRunner } from './support';

/** A second feature's items: checklists, found in a list of their own once they arrived. */
const checklists: OutboxTopic = {
  topic: 'checklist',
  texts: {
    ...reportOutbox.texts,
    refused: 'The checklist was refused. Check it and send it again.',
  },
  arrival: (item) => ({
    lists: ['dashboard/checklists/'],
    holds: (_list, body) => {
      if (!Array.isArray(body)) throw new Error('not the checklists');
      return body.some((row: { id?: unknown }) => row.id === item.subject.key);
    },
  }),
  upgrade: (record) =>
    record.v === 1 && record.checklist === true ? checklistItem({ id: String(record.id) }) : null,
};

function checklistItem(overrides: Partial<OutboxItem> = {}): OutboxItem {
  return makeItem({
    method: 'POST',
    path: 'dashboard/checklists/9/',
    subject: { topic: 'checklist', key: 9, label: 'Checklist 9' },
    ...overrides,
  });
}

describe('outbox topics', () => {
  it("finds an item's topic by its subject, and goes by the first for a topic no longer registered", () => {
    const topics = outboxTopics([reportOutbox, checklists]);
    expect(topics.of(checklistItem())).toBe(checklists);
    expect(topics.of(makeItem())).toBe(reportOutbox);
    expect(topics.of({ subject: { topic: 'gone', key: 1, label: '' } })).toBe(reportOutbox);
  });

  it('reads an old record with the topic that wrote it, and none that no topic knows', () => {
    const topics = outboxTopics([reportOutbox, checklists]);
    expect(topics.upgrade({ v: 1, id: 'c-1', checklist: true })).toMatchObject({
      id: 'c-1',
      subject: { topic: 'checklist' },
    });
    expect(topics.upgrade({ v: 7, id: 'x' })).toBeNull();
  });

  it("says a refusal in the item's topic's words", async () => {
    const { db } = freshDb();
    const api = fakeApi();
    api.script.push({ status: 400 }, { status: 400 });
    const report = makeItem();
    const checklist = checklistItem();
    await db.add(report, null);
    await db.add(checklist, null);

    await testRunner(db, api, { topics: outboxTopics([reportOutbox, checklists]) }).runner.trigger(
      'test',
    );

    const byId = new Map((await db.list()).map((item) => [item.id, item.lastError]));
    expect(byId.get(report.id)).toBe(reportOutbox.texts.refused);
    expect(byId.get(checklist.id)).toBe(checklists.texts.refused);
  });

  it("asks the item's topic's lists whether it arrived before sending it again", async () => {
    const { db } = freshDb();
    const api = fakeApi();
    await db.add(checklistItem({ uncertain: true }), null);

    await testRunner(db, api, { topics: outboxTopics([reportOutbox, checklists]) }).runner.trigger(
      'test',
    );

    expect(api.reads).toEqual([`${API}dashboard/checklists/`]);
  });
});
