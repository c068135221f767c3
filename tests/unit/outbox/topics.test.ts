// The outbox serves the topics the features register: each item's troubles said in its topic's
// words, its arrival asked where its topic says, old records read by the topic that wrote them.
import { describe, expect, it } from 'vitest';
import { reportOutbox } from '@/features/orders/reportOutbox';
import { topicDraft, topicItem } from '@/lib/outbox/topicItems';
import { outboxTopic, outboxTopics } from '@/lib/outbox/topics';
import type { OutboxItem } from '@/lib/outbox/types';
import { API, fakeApi, freshDb, makeItem, testRunner } from './support';

/** A second feature's items: checklists, found in a list of their own once they arrived. */
const checklists = outboxTopic<{ checklist_note: string }>({
  topic: 'checklist',
  readFields: ({ checklist_note }) =>
    typeof checklist_note === 'string' ? { checklist_note } : null,
  texts: {
    ...reportOutbox.texts,
    refused: 'The checklist was refused. Check it and send it again.',
  },
  arrival: (item) => ({
    lists: ['dashboard/checklists/'],
    holds: (_list, body) => {
      if (!Array.isArray(body)) throw new Error('not the checklists');
      return body.some((row: { note?: unknown }) => row.note === item.fields.checklist_note);
    },
  }),
  upgrade: (record) =>
    record.v === 1 && record.checklist === true ? checklistItem({ id: String(record.id) }) : null,
});

function checklistItem(overrides: Partial<OutboxItem> = {}): OutboxItem {
  return makeItem({
    method: 'POST',
    path: 'dashboard/checklists/9/',
    subject: { topic: 'checklist', key: 9, label: 'Checklist 9' },
    fields: { checklist_note: 'Fences checked.' },
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

  it('asks no list about an item whose fields are not its topic’s, and sends it', async () => {
    const { db } = freshDb();
    const api = fakeApi();
    await db.add(checklistItem({ uncertain: true, fields: { note: 'renamed' } }), null);

    await testRunner(db, api, { topics: outboxTopics([reportOutbox, checklists]) }).runner.trigger(
      'test',
    );

    expect(api.reads).toEqual([]);
    expect(api.requests.map((request) => request.url)).toEqual([`${API}dashboard/checklists/9/`]);
  });
});

describe("a topic's items, typed", () => {
  it('queues a draft under the topic’s name with its own fields', () => {
    const draft = topicDraft(checklists, {
      method: 'POST',
      path: 'dashboard/checklists/9/',
      fields: { checklist_note: 'Gates shut.' },
      file: null,
      subject: { key: 9, label: 'Checklist 9' },
    });
    expect(draft.subject).toEqual({ topic: 'checklist', key: 9, label: 'Checklist 9' });
    expect(draft.fields).toEqual({ checklist_note: 'Gates shut.' });
  });

  it('reads a stored item back only when it is the topic’s and its fields read', () => {
    expect(topicItem(checklists, checklistItem())?.fields).toEqual({
      checklist_note: 'Fences checked.',
    });
    expect(topicItem(checklists, makeItem())).toBeNull();
    expect(topicItem(checklists, checklistItem({ fields: { note: 'renamed' } }))).toBeNull();
  });
});
