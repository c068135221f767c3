// Where a draft lives in the outbox's IndexedDB store: its typed input, and its files beside it.

/** What a draft is about, said by its feature: a topic, which one of it, and what the offer names. */
export interface DraftSubject {
  /** The kind of form, named by the feature that owns it. */
  topic: string;
  /** Which form of that topic (e.g. a record's id): one draft per vet, topic and key. */
  key: string;
  /** What the offer names ('' when the topic says it all). */
  label: string;
}

/** All drafts' keys, of every vet. */
export const DRAFTS_RANGE = () => IDBKeyRange.bound('draft:', 'draft:\uffff');

/** The keys of one vet's drafts start with this. */
export const ownerPrefix = (ownerId: string) => `draft:${encodeURIComponent(ownerId)}:`;

/** The key of a draft's typed input: `draft:<owner>:<topic>:<key>` (e.g. draft:12:<topic>:34). */
export const draftKey = (ownerId: string, { topic, key }: Pick<DraftSubject, 'topic' | 'key'>) =>
  `${ownerPrefix(ownerId)}${encodeURIComponent(topic)}:${encodeURIComponent(key)}`;

/** The key of a draft's chosen files, written only when they change (a photo is megabytes). */
export const draftFilesKey = (key: string) => `${key}#files`;
