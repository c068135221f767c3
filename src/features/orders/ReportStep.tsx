// Step 2, the health check report: kept as a draft while typed, saved to the outbox on Confirm, then sent by the runner.
import { MAX_REPORT_DESCRIPTION } from '@contract/limits';
import type { HealthState } from '@contract/limits';
import type { Order } from '@contract/types/order';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/Button';
import { DraftOffer } from '@/components/DraftOffer';
import { useDraft } from '@/lib/drafts/useDraft';
import { useForm } from '@/lib/forms/useForm';
import { msg } from '@/lib/messages';
import { selectWasSent } from '@/lib/outbox/outboxSlice';
import { isQuotaExceeded } from '@/lib/storageErrors';
import {
  loadItem,
  OutboxNoOwnerError,
  OutboxQuotaError,
  OutboxSaveTimeoutError,
  queueItem,
} from '@/lib/outbox/queue';
import { CertificateSwitch } from './CertificateSwitch';
import { HealthStatusChoice } from './HealthStatusChoice';
import { buildReportItem, readReportItem, selectUnsentReport, type ReportKind } from './reportItem';
import { reportDraftSubject } from './reportDraft';
import { ReportStatus } from './ReportStatus';
import { checkReport, liveProblem } from './reportRules';
import { outboxMsg } from './outboxMessages';

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

  const startHealth = order.inspection_health_state ?? '';
  const startDescription = order.inspection_description ?? '';
  // The certificate the report already sent carries: the switch starts on and the file is shown.
  const sentCertificate = order.certificate_of_safety;
  const certificateSent = Boolean(sentCertificate);
  const [healthState, setHealthState] = useState<HealthState | ''>(startHealth);
  const [description, setDescription] = useState(startDescription);
  const [hasCertificate, setHasCertificate] = useState(certificateSent);
  const [file, setFile] = useState<File | null>(null);
  const [editing, setEditing] = useState<string | null>(editId);

  // The report of this order that waits in the outbox, and the one this screen follows to "sent".
  const dispatch = useAppDispatch();
  const waiting = useAppSelector((state) => selectUnsentReport(state, order.id));
  const [followedId, setFollowedId] = useState<string | undefined>(waiting?.id);
  if (waiting?.id && waiting.id !== followedId) setFollowedId(waiting.id); // follow the newest
  const sent = useAppSelector((state) => selectWasSent(state, followedId));
  const showStatus = waiting && editing !== waiting.id;

  // What the vet types (and the chosen certificate) is kept on the device as a draft of this order.
  const [params] = useSearchParams();
  const draftFields = useMemo(
    () => ({ healthState, description, hasCertificate }),
    [healthState, description, hasCertificate],
  );
  const draftFiles = useMemo(() => ({ certificate: file }), [file]);
  const restore = useCallback((fields: typeof draftFields, files: Record<string, File | null>) => {
    setHealthState(fields.healthState);
    setDescription(fields.description);
    setHasCertificate(fields.hasCertificate);
    setFile(files.certificate ?? null);
  }, []);
  const draft = useDraft({
    subject: reportDraftSubject(order),
    fields: draftFields,
    files: draftFiles,
    blank:
      healthState === startHealth &&
      description === startDescription &&
      hasCertificate === certificateSent &&
      file === null,
    enabled: editing === null && !showStatus,
    autoRestore: params.get('draft') === 'continue',
    onRestore: restore,
  });
  useEffect(() => {
    if (sent) onSent();
  }, [sent, onSent]);

  // Saved on the device, so no connection is needed; a double tap queues one report, not two.
  const form = useForm<'report' | 'certificate'>({
    order: ['report', 'certificate'],
    tell: false, // the problem stays in the form's alert line (or under the certificate)
    check: () => {
      const found = checkReport({
        healthState,
        description,
        hasCertificate,
        file,
        certificateSent,
      });
      return found ? { [found.field]: found.message } : {};
    },
    onSent: async () => {
      if (!healthState) return; // the check above has refused it
      draft.hold(); // no draft write may land after the transaction that turns it into the report
      try {
        const summary = await dispatch(
          queueItem(
            buildReportItem({
              orderId: order.id,
              orderNumber: order.order_number,
              kind,
              fields: {
                inspection_health_state: healthState,
                inspection_description: description.trim(),
              },
              certificate: hasCertificate ? file : null,
              ...(editing ? { replaces: editing } : {}),
              ...(draft.key ? { draftKey: draft.key } : {}),
            }),
          ),
        );
        setFollowedId(summary.id);
        if (editing) onEditSaved();
        setEditing(null);
      } catch (error) {
        draft.resume();
        form.show({
          report:
            error instanceof OutboxQuotaError || isQuotaExceeded(error)
              ? outboxMsg.quotaExceeded
              : error instanceof OutboxNoOwnerError
                ? outboxMsg.notSignedIn
                : error instanceof OutboxSaveTimeoutError
                  ? outboxMsg.saveTimedOut
                  : outboxMsg.saveFailed,
        });
      }
    },
  });
  const saving = form.busy;
  const { show } = form;

  // Reopening a stored report: its answers and certificate come back into the form.
  useEffect(() => {
    if (!editing) return;
    let live = true;
    void dispatch(loadItem(editing)).then((stored) => {
      if (!live) return;
      if (!stored) {
        setEditing(null);
        show({ report: outboxMsg.gone });
        return;
      }
      const { item, file: certificate } = stored;
      const answers = readReportItem(item);
      setHealthState(answers.healthState);
      setDescription(answers.description);
      setHasCertificate(Boolean(item.file) || certificateSent);
      setFile(
        certificate && item.file
          ? new File([certificate], item.file.name, { type: item.file.type })
          : null,
      );
    });
    return () => {
      live = false;
    };
  }, [editing, dispatch, show, certificateSent]);

  const reported = form.errors.report
    ? { field: 'report' as const, message: form.errors.report }
    : form.errors.certificate
      ? { field: 'certificate' as const, message: form.errors.certificate }
      : null;
  const problem = liveProblem(reported, {
    healthState,
    description,
    hasCertificate,
    file,
    certificateSent,
  });
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

      {showStatus ? (
        <>
          <ReportStatus
            item={waiting}
            onEdit={waiting.state === 'needs-attention' ? () => setEditing(waiting.id) : undefined}
          />
          <div className="button-row">
            <Button variant="secondary" onClick={onPrevious}>
              Previous
            </Button>
          </div>
        </>
      ) : draft.offer ? (
        <DraftOffer
          question={msg.drafts.continueReport(order.order_number)}
          discardText={msg.drafts.discardReport(order.order_number)}
          savedAt={draft.offer.updatedAt}
          onContinue={draft.continueDraft}
          onDiscard={draft.discardDraft}
        />
      ) : (
        <form onSubmit={form.onSubmit} noValidate aria-describedby={errorId}>
          <HealthStatusChoice
            value={healthState}
            onChange={setHealthState}
            invalid={reportError === msg.reportMissing}
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
              value={description}
              disabled={saving}
              aria-invalid={
                reportError === msg.reportMissing && !description.trim() ? true : undefined
              }
              aria-describedby={[counterId, reportError ? errorId : null].filter(Boolean).join(' ')}
              onChange={(event) => setDescription(event.target.value)}
            />
            <p id={counterId} className="field-hint">
              {description.length} / {MAX_REPORT_DESCRIPTION} characters
            </p>
          </div>
          <CertificateSwitch
            on={hasCertificate}
            onToggle={setHasCertificate}
            file={file}
            onFile={setFile}
            sent={sentCertificate}
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
