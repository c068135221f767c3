// The report step's draft: what the vet types (and the chosen certificate) kept on the device for the order.
import type { Order } from '@contract/wire/order';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDraft } from '@/lib/drafts/useDraft';
import { fromDraft, toDraftFields, toDraftFiles, type ReportDraftFields } from './reportCodec';
import { reportDraftSubject } from './reportDraft';
import type { ReportAnswersState } from './useReportAnswers';

/** `enabled` is false while a stored report is edited or the waiting one's status is shown. */
export function useReportDraft(
  order: Order,
  { answers, change, blank }: ReportAnswersState,
  enabled: boolean,
) {
  const [params] = useSearchParams();
  const { healthState, description, hasCertificate, file } = answers;
  const fields = useMemo(
    () => toDraftFields({ healthState, description, hasCertificate }),
    [healthState, description, hasCertificate],
  );
  const files = useMemo(() => toDraftFiles(file), [file]);
  const restore = useCallback(
    (saved: ReportDraftFields, restored: Record<string, File | null>) =>
      change(fromDraft(saved, restored)),
    [change],
  );
  return useDraft({
    subject: reportDraftSubject(order),
    fields,
    files,
    blank,
    enabled,
    // The vet chose Continue on the portal's notice: no second question here.
    autoRestore: params.get('draft') === 'continue',
    onRestore: restore,
  });
}
