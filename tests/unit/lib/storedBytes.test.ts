// Files kept as bytes in IndexedDB (node, fake-indexeddb): WebKit's private browsing refuses Blobs
// there, so the outbox stores bytes and gives back the same Blob, and reads Blobs stored earlier.
import { createStore, promisifyRequest } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { fromStored, toStoredBytes } from '@/lib/storedBytes';
import { openOutboxDb } from '@/lib/outbox/db';
import { makeItem } from '../outbox/support';

const pdf = () =>
  new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 255, 7])], { type: 'application/pdf' });
const bytesOf = async (blob: Blob) => [...new Uint8Array(await blob.arrayBuffer())];

describe('files stored as bytes', () => {
  it('gives back the same bytes and type', async () => {
    const back = fromStored(await toStoredBytes(pdf()));
    expect(back.type).toBe('application/pdf');
    expect(await bytesOf(back)).toEqual(await bytesOf(pdf()));
  });

  it('the outbox keeps no Blob in IndexedDB, and still reads a Blob an earlier version kept', async () => {
    const makeStore = () => createStore(`stored-bytes-${Date.now()}`, 'items');
    const db = openOutboxDb(makeStore);
    const item = makeItem({ state: 'queued' });
    await db.add(item, pdf());
    const raw: unknown = await makeStore()('readonly', (s) =>
      promisifyRequest(s.get(`blob:${item.id}`)),
    );
    expect(raw).not.toBeInstanceOf(Blob);
    expect(await bytesOf((await db.file(item.id))!)).toEqual(await bytesOf(pdf()));

    await makeStore()('readwrite', (s) => promisifyRequest(s.put(pdf(), `blob:${item.id}`)));
    expect(await bytesOf((await db.file(item.id))!)).toEqual(await bytesOf(pdf()));
  });
});
