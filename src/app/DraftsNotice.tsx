// The portal offers the vet's unsent report drafts on arrival ("Continue your unsent report for ORD-…?").
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DraftOffer } from '@/components/DraftOffer';
import { orderHref } from '@/features/orders/links';
import { reportDraftOrder } from '@/features/orders/reportDraft';
import { useDraftWrites } from '@/lib/drafts/useDraftWrites';
import { useOwnDrafts } from '@/lib/drafts/useOwnDrafts';
import { draftMsg } from '@/lib/text/messages';

export function DraftsNotice() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { owner, found } = useOwnDrafts();
  const { remove } = useDraftWrites();

  // The order open in the wizard offers its own draft.
  const openOrder = params.get('order');
  const shown = found.flatMap((draft) => {
    const orderId = reportDraftOrder(draft);
    return orderId === null || String(orderId) === openOrder ? [] : [{ draft, orderId }];
  });
  if (shown.length === 0) return null;
  return (
    <div className="drafts-notice">
      {shown.map(({ draft, orderId }) => (
        <DraftOffer
          key={draft.subject.key}
          question={draftMsg.continueReport(draft.subject.label)}
          discardText={draftMsg.discardReport(draft.subject.label)}
          savedAt={draft.updatedAt}
          sendButton="Confirm"
          headingLevel={2}
          onContinue={() =>
            void navigate(orderHref(orderId, { report: true, continueDraft: true }))
          }
          onDiscard={() => remove(owner ?? draft.ownerId, draft.subject)}
        />
      ))}
    </div>
  );
}
