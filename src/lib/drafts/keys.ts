// Where a draft lives in the outbox's IndexedDB store: its typed input, and its files beside it.

/** The keys of one vet's drafts start with this. */
export const ownerPrefix = (ownerId: string) => `draft:${encodeURIComponent(ownerId)}:`;

/** The key of a draft's typed input: `draft:<owner>:<form>` (e.g. draft:12:34). */
export const draftKey = (ownerId: string, form: string) => `${ownerPrefix(ownerId)}${form}`;

/** The key of a draft's chosen files, written only when they change (a photo is megabytes). */
export const draftFilesKey = (key: string) => `${key}#files`;
