// Files in IndexedDB (node, fake-indexeddb): Blobs where the engine keeps them, bytes where it
// refuses them (WebKit's private browsing: checked once, in a database of its own), and the same
// file back either way.
import { createStore, promisifyRequest, type UseStore } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { draftKey, openDraftStore, toFile, toStoredFile } from '@/lib/drafts/draftStore';
import { openOutboxDb } from '@/lib/outbox/db';
import { fromStored, keepsBlobs, toStoredBytes } from '@/lib/storage/storedBytes';
import { makeItem } from '../outbox/support';

const pdf = () =>
  new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 255, 7])], { type: 'application/pdf' });
const bytesOf = async (blob: Blob) => [...new Uint8Array(await blob.arrayBuffer())];

const holdsBlob = (value: unknown): boolean =>
  value instanceof Blob ||
  (typeof value === 'object' && value !== null && Object.values(value).some(holdsBlob));

/** A store that refuses any value holding a Blob, as Safari's private tabs do. */
function refusingBlobs(name: string): UseStore {
  const store = createStore(name, 'items');
  return (mode, callback) =>
    store(mode, (s) =>
      callback(
        new Proxy(s, {
          get(target, key) {
            if (key !== 'put') {
              const value: unknown = Reflect.get(target, key);
              return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
            }
            return (value: unknown, k?: IDBValidKey) => {
              if (holdsBlob(value)) throw new DOMException('refused', 'UnknownError');
              return target.put(value, k);
            };
          },
        }),
      ),
    );
}

let counter = 0;
const freshName = () => `stored-bytes-${++counter}-${Date.now()}`;

describe('files in IndexedDB', () => {
  it('bytes give back the same file and type', async () => {
    const back = fromStored(await toStoredBytes(pdf()));
    expect(back.type).toBe('application/pdf');
    expect(await bytesOf(back)).toEqual(await bytesOf(pdf()));
  });

  it('tells a browser that keeps Blobs from one that refuses or stalls them', async () => {
    expect(await keepsBlobs(createStore(freshName(), 'check'))).toBe(true);
    expect(await keepsBlobs(refusingBlobs(freshName()))).toBe(false);
    const stalled: UseStore = () => new Promise(() => undefined);
    expect(await keepsBlobs(stalled, 50)).toBe(false);
  });

  it('the outbox keeps a Blob where it can, and bytes where the engine refuses Blobs', async () => {
    const plainName = freshName();
    const plain = openOutboxDb({
      makeStore: () => createStore(plainName, 'items'),
      canKeepBlobs: () => keepsBlobs(createStore(freshName(), 'check')),
    });
    const item = makeItem({ state: 'queued' });
    await plain.add(item, pdf());
    const kept: unknown = await createStore(plainName, 'items')('readonly', (s) =>
      promisifyRequest(s.get(`blob:${item.id}`)),
    );
    expect(kept).toBeInstanceOf(Blob);

    const privateName = freshName();
    const privateTab = openOutboxDb({
      makeStore: () => refusingBlobs(privateName),
      canKeepBlobs: () => keepsBlobs(refusingBlobs(freshName())),
    });
    await privateTab.add(item, pdf());
    expect(await bytesOf((await privateTab.file(item.id))!)).toEqual(await bytesOf(pdf()));
    expect((await privateTab.list()).map((i) => i.id)).toEqual([item.id]);
  });

  it('a draft with a chosen file is kept in a browser that refuses Blobs', async () => {
    const name = freshName();
    const drafts = openDraftStore(
      () => refusingBlobs(name),
      () => keepsBlobs(refusingBlobs(freshName())),
    );
    const file = new File([await pdf().arrayBuffer()], 'certificate.pdf', {
      type: 'application/pdf',
    });
    await drafts.put({
      v: 2,
      ownerId: '7',
      subject: { topic: 'report', key: '31', label: 'ORD-31' },
      fields: { description: 'Sound' },
      files: { certificate: toStoredFile(file) },
      updatedAt: Date.now(),
    });
    const back = await drafts.get('7', { topic: 'report', key: '31' });
    const restored = toFile(back!.files.certificate!);
    expect(restored.name).toBe('certificate.pdf');
    expect(await bytesOf(restored)).toEqual(await bytesOf(pdf()));
    expect(draftKey('7', { topic: 'report', key: '31' })).toBe('draft:7:report:31');
  });
});
