// A topic's items with their fields typed as its own: drafts to queue, and stored items read back.
import type { OutboxDraft } from './queue';
import type { OutboxTopic } from './topics';
import type { OutboxItem, OutboxSubject, TextFields } from './types';

/** A stored item as one of `topic`'s, its fields typed; null when it is another topic's or they do not read. */
export function topicItem<Fields extends TextFields>(
  topic: Pick<OutboxTopic<Fields>, 'topic' | 'readFields'>,
  item: OutboxItem,
): OutboxItem<Fields> | null {
  if (item.subject.topic !== topic.topic) return null;
  const fields = topic.readFields(item.fields);
  return fields && { ...item, fields };
}

/** A request of `topic`'s to queue: fields of its type, a subject under its name. */
export function topicDraft<Fields extends TextFields>(
  topic: Pick<OutboxTopic<Fields>, 'topic'>,
  draft: Omit<OutboxDraft<Fields>, 'subject'> & { subject: Omit<OutboxSubject, 'topic'> },
): OutboxDraft<Fields> {
  return { ...draft, subject: { topic: topic.topic, ...draft.subject } };
}
