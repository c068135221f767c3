// What a feature registers with the outbox for its items: how their fields read, the words the vet
// reads about them, where the API shows one arrived, and how records an older version stored read today.
import type { OutboxItem, TextFields } from './types';

/** What the vet reads about an item that is not sent yet, in its feature's words. */
export interface OutboxTexts {
  /** An answer that is not the API's (a Wi-Fi sign-in page, a redirect): tried again. */
  notTheServer: string;
  /** A 401: the session ended; the vet's items wait for sign-in. */
  signInToSend: string;
  /** A 429: tried again later. */
  serverBusy: string;
  /** A 408 or 5xx: tried again later. */
  serverTrouble: (status: number) => string;
  /** No answer while the device is online: tried again. */
  serverNotAnswering: string;
  /** No answer and no signal: sent when there is signal. */
  offline: string;
  /** The upload timed out: tried again. */
  timedOut: string;
  /** Turned away before it was read, while the API answers its reads (CORS): tried again. */
  refusedByServer: string;
  /** The file stored with the item no longer matches what was chosen: the vet must choose it again. */
  corruptFile: string;
  /** A 413 that says no more. */
  tooLarge: string;
  /** A refusal (4xx) that says no more. */
  refused: string;
}

/** Where the API shows an item once it arrived: lists to read in turn, and what one says. */
export interface ArrivalCheck {
  /** API paths of lists (GET), read in this order. */
  lists: readonly string[];
  /** True when the list holds the item; throws when the body is not that list (cannot tell). */
  holds: (list: string, body: unknown) => boolean;
}

/** A stored record the outbox cannot read by itself (an older version's). */
export type OldRecord = { v?: unknown } & Record<string, unknown>;

/**
 * One feature's items in the outbox, by their subject's topic. `Fields` is the type of their text
 * fields: the queue keeps a string record at rest, which the topic reads back as its own.
 */
export interface OutboxTopic<Fields extends TextFields = TextFields> {
  topic: string;
  /** The stored fields as this topic's, or null when they are not (checked, never cast). */
  readFields: (stored: TextFields) => Fields | null;
  texts: OutboxTexts;
  /** Asked before a resend: never send twice what the server already holds. */
  arrival: (item: OutboxItem) => ArrivalCheck;
  /** A record an older version stored, as today's item; null when it is not one of this topic's. */
  upgrade?: (record: OldRecord) => OutboxItem | null;
}

/** What a feature writes to make its topic: its arrival check reads the item with typed fields. */
export type OutboxTopicSpec<Fields extends TextFields> = Omit<OutboxTopic<Fields>, 'arrival'> & {
  arrival: (item: OutboxItem<Fields>) => ArrivalCheck;
};

/** No list to read: an item whose fields are not its topic's is sent, and the server's answer decides. */
const NOWHERE: ArrivalCheck = { lists: [], holds: () => false };

/** A topic whose arrival check gets its items with their fields read as the topic's. */
export function outboxTopic<Fields extends TextFields>(
  spec: OutboxTopicSpec<Fields>,
): OutboxTopic<Fields> {
  return {
    ...spec,
    arrival: (item) => {
      const fields = spec.readFields(item.fields);
      return fields ? spec.arrival({ ...item, fields }) : NOWHERE;
    },
  };
}

/** The topics one outbox serves (in the tabs and in the service worker alike). */
export interface OutboxTopics {
  /** The topic of an item; one whose topic is not registered (any more) goes by the first's. */
  of: (item: Pick<OutboxItem, 'subject'>) => OutboxTopic;
  /** An older version's record as today's item, or null when no topic reads it. */
  upgrade: (record: OldRecord) => OutboxItem | null;
}

export function outboxTopics(registered: readonly [OutboxTopic, ...OutboxTopic[]]): OutboxTopics {
  const [first] = registered;
  return {
    of: (item) => registered.find((topic) => topic.topic === item.subject.topic) ?? first,
    upgrade: (record) => {
      for (const topic of registered) {
        const item = topic.upgrade?.(record);
        if (item) return item;
      }
      return null;
    },
  };
}
