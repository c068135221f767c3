// The portal offers the vet's unsent report drafts on arrival ("Continue your unsent report for ORD-…?").
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DraftOffer } from '@/components/DraftOffer';
import { orderHref } from '@/features/orders/links';
import { drafts, draftsChanged, type Draft } from '@/lib/drafts/draftStore';
import { msg } from '@/lib/messages';
import { useTinyStore } from '@/lib/sw/tinyStore';
import { readOwner } from '@/lib/token';

export function DraftsNotice() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const version = useTinyStore(draftsChanged);
  const owner = readOwner();
  const [found, setFound] = useState<Draft[]>([]);

  useEffect(() => {
    if (!owner) return;
    let live = true;
    void drafts()
      .list(owner)
      .then((all) => {
        if (live) setFound(all.filter((draft) => draft.kind === 'report'));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [owner, version]);

  // The order open in the wizard offers its own draft.
  const openOrder = params.get('order');
  const shown = owner ? found.filter((draft) => String(draft.orderId) !== openOrder) : [];
  if (shown.length === 0) return null;
  return (
    <div className="drafts-notice">
      {shown.map((draft) => (
        <DraftOffer
          key={draft.form}
          question={msg.drafts.continueReport(draft.label)}
          discardText={msg.drafts.discardReport(draft.label)}
          savedAt={draft.updatedAt}
          headingLevel={2}
          onContinue={() =>
            void navigate(orderHref(Number(draft.orderId), { report: true, continueDraft: true }))
          }
          onDiscard={() => drafts().remove(owner ?? draft.ownerId, draft.form)}
        />
      ))}
    </div>
  );
}
