// Confirm (or Update): the report checked, then saved to the outbox in one transaction with the
// deletion of its draft; what went wrong is said in the form, the answers kept.
import type { Order } from '@contract/wire/order';
import { useAppDispatch } from '@/app/hooks';
import type { DraftControl } from '@/lib/drafts/useDraft';
import { useForm } from '@/lib/forms/useForm';
import {
  OutboxNoOwnerError,
  OutboxQuotaError,
  OutboxSaveTimeoutError,
  queueItem,
} from '@/lib/outbox/queue';
import { isQuotaExceeded } from '@/lib/storage/storageErrors';
import { outboxMsg } from './messages';
import { toWire } from './reportCodec';
import { buildReportItem, type ReportKind } from './reportItem';
import { checkReport, liveProblem } from './reportRules';
import type { ReportAnswersState } from './useReportAnswers';

/** Why the report could not be saved on the device, in words that say what to do. */
function saveProblem(error: unknown): string {
  if (error instanceof OutboxQuotaError || isQuotaExceeded(error)) return outboxMsg.quotaExceeded;
  if (error instanceof OutboxNoOwnerError) return outboxMsg.notSignedIn;
  if (error instanceof OutboxSaveTimeoutError) return outboxMsg.saveTimedOut;
  return outboxMsg.saveFailed;
}

interface SendReportOptions {
  order: Order;
  kind: ReportKind;
  report: ReportAnswersState;
  /** The step's draft: held while saving, deleted in the same transaction. */
  draft: Pick<DraftControl<unknown>, 'hold' | 'resume' | 'key'>;
  /** The stored report this one replaces (it is being edited), or null. */
  editing: string | null;
  /** The report is saved on the device (its id), to be followed until it is sent. */
  onSaved: (id: string) => void;
}

export function useSendReport({ order, kind, report, draft, editing, onSaved }: SendReportOptions) {
  const dispatch = useAppDispatch();
  // Saved on the device, so no connection is needed; a double tap queues one report, not two.
  const form = useForm<'report' | 'certificate'>({
    order: ['report', 'certificate'],
    tell: false, // the problem stays in the form's alert line (or under the certificate)
    check: () => {
      const found = checkReport(report.form);
      return found ? { [found.field]: found.message } : {};
    },
    onSent: async () => {
      const { hasCertificate, file } = report.answers;
      const fields = toWire(report.answers);
      if (!fields) return; // the check above has refused it
      draft.hold(); // no draft write may land after the transaction that turns it into the report
      try {
        const summary = await dispatch(
          queueItem(
            buildReportItem({
              orderId: order.id,
              orderNumber: order.order_number,
              kind,
              fields,
              certificate: hasCertificate ? file : null,
              ...(editing ? { replaces: editing } : {}),
              ...(draft.key ? { draftKey: draft.key } : {}),
            }),
          ),
        );
        onSaved(summary.id);
      } catch (error) {
        draft.resume();
        form.show({ report: saveProblem(error) });
      }
    },
  });

  const reported = form.errors.report
    ? { field: 'report' as const, message: form.errors.report }
    : form.errors.certificate
      ? { field: 'certificate' as const, message: form.errors.certificate }
      : null;
  /** The problem still worth showing (a check's goes once the answers pass it). */
  const problem = liveProblem(reported, report.form);
  return { form, problem };
}
