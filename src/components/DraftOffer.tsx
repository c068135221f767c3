// "Continue your unsent report for ORD-…?" — a saved draft offered back, with Continue and Discard (asked first).
import { useId, useState } from 'react';
import { formatAge } from '@/lib/text/format';
import { draftMsg } from '@/lib/text/messages';
import { Button } from './Button';
import { Dialog } from './Dialog';
import './DraftOffer.css';

interface DraftOfferProps {
  /** The question, e.g. draftMsg.continueReport('ORD-1001'). */
  question: string;
  /** What discarding deletes, shown in the confirmation dialog. */
  discardText: string;
  /** When the draft was last saved (epoch ms). */
  savedAt: number;
  /** The button that sends what the draft holds ('Confirm', 'Submit'): nothing goes before it. */
  sendButton: string;
  onContinue: () => void;
  /** Runs after the vet confirmed the discard. */
  onDiscard: () => void | Promise<void>;
  /** A heading level that fits where the offer sits (h2 in the portal's banner, h3 in a step). */
  headingLevel?: 2 | 3;
}

export function DraftOffer({
  question,
  discardText,
  savedAt,
  sendButton,
  onContinue,
  onDiscard,
  headingLevel = 3,
}: DraftOfferProps) {
  const headingId = useId();
  const [asking, setAsking] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const discard = async () => {
    setDiscarding(true);
    try {
      await onDiscard();
    } finally {
      setDiscarding(false);
      setAsking(false);
    }
  };
  return (
    <section className="draft-offer" aria-labelledby={headingId}>
      <Heading id={headingId} className="draft-offer-question">
        {question}
      </Heading>
      <p className="draft-offer-saved">{draftMsg.savedAt(formatAge(savedAt), sendButton)}</p>
      <div className="button-row">
        <Button onClick={onContinue}>{draftMsg.continue}</Button>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {draftMsg.discard}
        </Button>
      </div>
      <Dialog open={asking} title={draftMsg.discardTitle} onClose={() => setAsking(false)}>
        <p>{discardText}</p>
        <div className="button-row">
          <Button variant="secondary" onClick={() => setAsking(false)}>
            {draftMsg.keep}
          </Button>
          <Button variant="danger" busy={discarding} onClick={() => void discard()}>
            {draftMsg.discard}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
