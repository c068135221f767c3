// Step 2, the health check report: kept as a draft while typed, saved to the outbox on Confirm, then sent by the runner.
import { ordersMsg } from './messages';
import { MAX_REPORT_DESCRIPTION } from '@contract/limits';
import type { Order } from '@contract/wire/order';
import { useId } from 'react';
import { Button } from '@/components/Button';
import { DraftOffer } from '@/components/DraftOffer';
import { draftMsg } from '@/lib/text/messages';
import { CertificateSwitch } from './CertificateSwitch';
import { HealthStatusChoice } from './HealthStatusChoice';
import type { ReportKind } from './reportItem';
import { ReportStatus } from './ReportStatus';
import { useReopenReport } from './useReopenReport';
import { useReportAnswers } from './useReportAnswers';
import { useReportDraft } from './useReportDraft';
import { useReportInOutbox } from './useReportInOutbox';
import { useSendReport } from './useSendReport';

interface ReportStepProps {
  order: Order;
  /** A report from the outbox to reopen for editing (its id), e.g. from the outbox list. */
  editId: string | null;
  onPrevious: () => void;
  /** The server confirmed the report. */
  onSent: () => void;
  /** The edited report was saved again (the wizard forgets the `edit` address). */
  onEditSaved: () => void;
}

export function ReportStep({ order, editId, onPrevious, onSent, onEditSaved }: ReportStepProps) {
  const headingId = useId();
  const descriptionId = useId();
  const counterId = useId();
  const errorId = useId();
  const kind: ReportKind = order.vet_completed ? 'update' : 'send';
  const report = useReportAnswers(order);
  const { answers, change } = report;
  // The report of this order that waits in the outbox, and the one this screen follows to "sent".
  const outbox = useReportInOutbox({ order, editId, onSent });
  const draft = useReportDraft(order, report, outbox.editing === null && !outbox.shown);
  const { form, problem } = useSendReport({
    order,
    kind,
    report,
    draft,
    editing: outbox.editing,
    onSaved: (id) => {
      if (outbox.editing) onEditSaved();
      outbox.saved(id);
    },
  });
  useReopenReport({
    order,
    editing: outbox.editing,
    edit: outbox.edit,
    fill: change,
    show: form.show,
  });
  const { shown } = outbox;
  const saving = form.busy;
  const reportError = problem?.field === 'report' ? problem.message : null;

  return (
    <section aria-labelledby={headingId} className="card wizard-step">
      <h2 id={headingId} tabIndex={-1}>
        Update Report - Health Check Feedback
      </h2>
      <p>
        <a href="/docs/health-check-template.pdf" target="_blank" rel="noopener noreferrer">
          Health Check Template (PDF)
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
      <ul className="steps-list">
        <li>Give Verification Report</li>
        <li>Upload the signed health certificate</li>
      </ul>

      {shown ? (
        <>
          <ReportStatus
            item={shown}
            onEdit={shown.state === 'needs-attention' ? () => outbox.edit(shown.id) : undefined}
          />
          <div className="button-row">
            <Button variant="secondary" onClick={onPrevious}>
              Previous
            </Button>
          </div>
        </>
      ) : draft.offer ? (
        <DraftOffer
          question={draftMsg.continueReport(order.order_number)}
          discardText={draftMsg.discardReport(order.order_number)}
          savedAt={draft.offer.updatedAt}
          sendButton={kind === 'update' ? 'Update' : 'Confirm'}
          onContinue={draft.continueDraft}
          onDiscard={draft.discardDraft}
        />
      ) : (
        <form onSubmit={form.onSubmit} noValidate aria-describedby={errorId}>
          <HealthStatusChoice
            value={answers.healthState}
            onChange={(healthState) => change({ healthState })}
            invalid={reportError === ordersMsg.reportMissing}
            describedBy={reportError ? errorId : undefined}
            disabled={saving}
          />
          <div className="field">
            <label htmlFor={descriptionId}>Description</label>
            <textarea
              id={descriptionId}
              placeholder="Type here"
              rows={5}
              maxLength={MAX_REPORT_DESCRIPTION}
              value={answers.description}
              disabled={saving}
              aria-invalid={
                reportError === ordersMsg.reportMissing && !answers.description.trim()
                  ? true
                  : undefined
              }
              aria-describedby={[counterId, reportError ? errorId : null].filter(Boolean).join(' ')}
              onChange={(event) => change({ description: event.target.value })}
            />
            <p id={counterId} className="field-hint">
              {answers.description.length} / {MAX_REPORT_DESCRIPTION} characters
            </p>
          </div>
          <CertificateSwitch
            on={answers.hasCertificate}
            onToggle={(hasCertificate) => change({ hasCertificate })}
            file={answers.file}
            onFile={(file) => change({ file })}
            sent={order.certificate_of_safety}
            error={problem?.field === 'certificate' ? problem.message : null}
            disabled={saving}
          />
          <p id={errorId} className="field-error" role="alert">
            {reportError}
          </p>
          <p className="field-hint" role="status">
            {draft.problem}
          </p>
          <div className="button-row">
            <Button variant="secondary" onClick={onPrevious} disabled={saving}>
              Previous
            </Button>
            <Button type="submit" busy={saving} busyLabel="Sending...">
              {kind === 'update' ? 'Update' : 'Confirm'}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
