// Drafts on the device (node, fake-indexeddb): per vet and form, the chosen file's bytes intact, and
// Confirm turning a draft into the queued report in ONE transaction (both or neither after a failure).
import { createStore, keys, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import {
  draftKey,
  openDraftStore,
  toFile,
  toStoredFile,
  type Draft,
} from '@/lib/drafts/draftStore';
import { openOutboxDb } from '@/lib/outbox/db';
import type { OutboxItem } from '@/lib/outbox/types';
import { makeItem, forOrder } from '../outbox/support';

let counter = 0;
/** The outbox and the drafts on one fresh database, as in the app (one store holds both). */
function freshDevice() {
  const name = `drafts-test-${++counter}-${Date.now()}`;
  const makeStore = () => createStore(name, 'items');
  return { db: openOutboxDb({ makeStore }), drafts: openDraftStore(makeStore) };
}

/** The draft subject of an order's report (topic and key; the label is what the offer names). */
const report = (orderId: number) => ({ topic: 'report', key: String(orderId) });

function reportDraft(ownerId: string, orderId: number, file: File | null): Draft {
  return {
    v: 2,
    ownerId,
    subject: { ...report(orderId), label: `ORD-${orderId}` },
    fields: { healthState: 'Good', description: 'Twelve Dorper ewes', hasCertificate: true },
    files: { certificate: file ? toStoredFile(file) : null },
    updatedAt: Date.now(),
  };
}

const certificate = () =>
  new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 1, 2, 3, 250])], 'certificate.pdf', {
    type: 'application/pdf',
    lastModified: 1_700_000_000_000,
  });

describe('drafts on the device', () => {
  it('keeps a draft per vet and form, with the chosen file byte for byte', async () => {
    const { drafts } = freshDevice();
    await drafts.put(reportDraft('7', 31, certificate()));
    await drafts.put(reportDraft('7', 32, null));
    await drafts.put(reportDraft('8', 31, null));

    const stored = await drafts.get('7', report(31));
    expect(stored?.fields).toEqual({
      healthState: 'Good',
      description: 'Twelve Dorper ewes',
      hasCertificate: true,
    });
    const file = toFile(stored!.files.certificate!);
    expect(file.name).toBe('certificate.pdf');
    expect(file.type).toBe('application/pdf');
    expect(file.lastModified).toBe(1_700_000_000_000);
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([
      0x25, 0x50, 0x44, 0x46, 1, 2, 3, 250,
    ]);
    // Each vet sees only their own drafts; another vet's draft of the same order is separate.
    expect((await drafts.list('7')).map((d) => d.subject.key).sort()).toEqual(['31', '32']);
    expect((await drafts.list('8')).map((d) => d.subject.key)).toEqual(['31']);
    expect(await drafts.get('8', report(32))).toBeUndefined();

    await drafts.remove('7', report(31));
    expect(await drafts.get('7', report(31))).toBeUndefined();
    expect(await drafts.get('8', report(31))).toBeDefined();
  });

  it('tells drafts apart by topic and key: the same key under another topic is another draft', async () => {
    const { drafts } = freshDevice();
    await drafts.put(reportDraft('7', 31, null));
    await drafts.put({
      ...reportDraft('7', 31, null),
      subject: { topic: 'checklist', key: '31', label: 'Checklist of ORD-31' },
      fields: { ticked: 3 },
    });

    expect((await drafts.get('7', report(31)))?.fields).toMatchObject({ healthState: 'Good' });
    expect((await drafts.get('7', { topic: 'checklist', key: '31' }))?.fields).toEqual({
      ticked: 3,
    });
    expect((await drafts.list('7')).map((d) => d.subject.topic).sort()).toEqual([
      'checklist',
      'report',
    ]);
    await drafts.remove('7', { topic: 'checklist', key: '31' });
    expect(await drafts.get('7', report(31))).toBeDefined();
  });

  it('offers a draft the previous version kept (its form and kind) under its subject, file intact', async () => {
    const name = `drafts-test-${++counter}-${Date.now()}`;
    const oldStore = createStore(name, 'items');
    const file = certificate();
    // Exactly what version 1 wrote: the draft under draft:<owner>:<form>, its bytes beside it.
    await set(
      'draft:7:31',
      {
        v: 1,
        ownerId: '7',
        form: '31',
        kind: 'report',
        orderId: 31,
        label: 'ORD-31',
        fields: { description: 'Typed before the update' },
        files: { certificate: { name: file.name, type: file.type, lastModified: 5 } },
        updatedAt: 1_700_000_000_000,
      },
      oldStore,
    );
    await set('draft:7:31#files', { form: '31', blobs: { certificate: file } }, oldStore);

    const drafts = openDraftStore(() => createStore(name, 'items'));
    const [found] = await drafts.list('7');
    expect(found).toMatchObject({
      v: 2,
      subject: { topic: 'report', key: '31', label: 'ORD-31' },
      fields: { description: 'Typed before the update' },
      updatedAt: 1_700_000_000_000,
    });
    const back = await drafts.get('7', report(31));
    expect(back?.files.certificate?.name).toBe('certificate.pdf');
    expect([...new Uint8Array(await toFile(back!.files.certificate!).arrayBuffer())]).toEqual([
      0x25, 0x50, 0x44, 0x46, 1, 2, 3, 250,
    ]);
    // Moved, not copied: the old keys are gone, so the draft is offered once.
    expect((await keys(oldStore)).sort()).toEqual(['draft:7:report:31', 'draft:7:report:31#files']);
  });

  it('is never mistaken for a queued report (the outbox lists only its items)', async () => {
    const { db, drafts } = freshDevice();
    await drafts.put(reportDraft('7', 41, certificate()));
    expect(await db.list()).toEqual([]);
  });

  it('Confirm: the report and its certificate are written and the draft deleted in one transaction', async () => {
    const { db, drafts } = freshDevice();
    const file = certificate();
    await drafts.put(reportDraft('7', 51, file));
    const item = makeItem({ ownerId: '7', ...forOrder(51) });

    await db.commitDraft(draftKey('7', report(51)), item, file);

    expect(await drafts.get('7', report(51))).toBeUndefined();
    expect(await db.get(item.id)).toEqual(item);
    expect((await db.file(item.id))?.size).toBe(file.size);
  });

  it('a commit that fails writes nothing and keeps the draft (both or neither)', async () => {
    const { db, drafts } = freshDevice();
    await drafts.put(reportDraft('7', 61, certificate()));
    // A value IndexedDB cannot store makes the item's write throw inside the transaction.
    const broken = { ...makeItem({ ownerId: '7', ...forOrder(61) }), cannotClone: () => undefined };

    await expect(
      db.commitDraft(draftKey('7', report(61)), broken as unknown as OutboxItem, certificate()),
    ).rejects.toThrow();

    expect(await db.list()).toEqual([]);
    expect(await drafts.get('7', report(61))).toBeDefined();
  });

  it('an edited report replaces the one that needed attention, and its draft goes, at once', async () => {
    const { db, drafts } = freshDevice();
    const old = makeItem({ ownerId: '7', ...forOrder(71), state: 'needs-attention' });
    await db.add(old, certificate());
    await drafts.put(reportDraft('7', 71, null));
    const edited = makeItem({ ownerId: '7', ...forOrder(71) });

    await db.commitDraft(draftKey('7', report(71)), edited, null, old.id);

    expect((await db.list()).map((item) => item.id)).toEqual([edited.id]);
    expect(await db.file(old.id)).toBeUndefined();
    expect(await drafts.get('7', report(71))).toBeUndefined();
  });
});
