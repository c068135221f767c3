// Order management: the order's header and product, then the three steps (appointment, report, done).
import { ordersMsg } from './messages';
import type { Order } from '@contract/wire/order';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { StepProgress, type WizardStep } from '@/components/StepProgress';
import { Link } from '@/components/Link';
import { useAppSelector } from '@/app/hooks';
import { describeError, errorDetail } from '@/lib/api/errors';
import { msg } from '@/lib/text/messages';
import { selectUnsentReport } from './reportItem';
import { useAssignedOrdersQuery, useCompletedOrdersQuery } from './api';
import { appointmentOf } from './agenda';
import { AppointmentCard } from './AppointmentCard';
import { AppointmentStep } from './AppointmentStep';
import { CompletedStep } from './CompletedStep';
import { listHref } from './links';
import { OrderSummary } from './OrderSummary';
import { ReportStep } from './ReportStep';
import { SellerContact } from './SellerContact';

interface OrderWizardProps {
  orderId: number;
  /** Open at the report step (a completed order's "Update order report", or an edit). */
  atReport: boolean;
  editId: string | null;
}

/** Spec: an existing report moves to step 3, an existing appointment skips step 1. */
function firstStep(order: Order, atReport: boolean, reportWaiting: boolean): WizardStep {
  if (atReport || reportWaiting) return 2;
  if (order.inspection_health_state) return 3;
  if (order.appointment_date) return 2;
  return 1;
}

function WizardSteps({
  order,
  atReport,
  editId,
}: { order: Order } & Omit<OrderWizardProps, 'orderId'>) {
  const navigate = useNavigate();
  const [, setSearchParams] = useSearchParams();
  const waiting = useAppSelector((state) => selectUnsentReport(state, order.id));
  const [step, setStep] = useState<WizardStep>(() =>
    firstStep(order, atReport || Boolean(editId), Boolean(waiting)),
  );
  const backTab = order.vet_completed ? 'completed' : 'pending';
  const appointment = useMemo(() => appointmentOf(order), [order]);
  const stepsRef = useRef<HTMLDivElement>(null);
  const [moved, setMoved] = useState(false);
  // The outbox is read from the device just after start: a report found waiting opens step 2.
  if (waiting && step === 1 && !moved) setStep(2);

  const goTo = useCallback((next: WizardStep) => {
    setMoved(true);
    setStep(next);
  }, []);
  useEffect(() => {
    // After a step change, focus the new step's heading so screen readers announce it.
    if (moved) stepsRef.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [step, moved]);

  const onSent = useCallback(() => goTo(3), [goTo]);
  const onEditSaved = useCallback(() => {
    setSearchParams(
      (params) => {
        params.delete('edit');
        return params;
      },
      { replace: true },
    );
  }, [setSearchParams]);

  return (
    <div className="wizard">
      <OrderSummary order={order} backTab={backTab} />
      <StepProgress step={step} />
      {/* The report step says when and where the inspection is (step 1 is where it is set). */}
      {step === 2 && appointment && <AppointmentCard order={order} appointment={appointment} />}
      {/* Step 3 shows the seller's details itself; before it the vet may be at the farm gate. */}
      {!order.vet_completed && step !== 3 && (
        <SellerContact order={order} withPlace={!(step === 2 && appointment)} />
      )}
      <div ref={stepsRef}>
        {step === 1 && (
          <AppointmentStep
            order={order}
            onDone={() => goTo(2)}
            onCancelled={() => void navigate(listHref('pending'))}
          />
        )}
        {step === 2 && (
          <ReportStep
            order={order}
            editId={editId}
            onPrevious={() => goTo(1)}
            onSent={onSent}
            onEditSaved={onEditSaved}
          />
        )}
        {step === 3 && (
          <CompletedStep
            seller={order.seller}
            onPrevious={() => goTo(2)}
            backHref={listHref(backTab)}
          />
        )}
      </div>
    </div>
  );
}

export function OrderWizard({ orderId, atReport, editId }: OrderWizardProps) {
  const assigned = useAssignedOrdersQuery();
  const completed = useCompletedOrdersQuery();
  const order = useMemo(
    () =>
      assigned.data?.find((candidate) => candidate.id === orderId) ??
      completed.data?.find((candidate) => candidate.id === orderId),
    [assigned.data, completed.data, orderId],
  );

  if (order)
    return <WizardSteps key={order.id} order={order} atReport={atReport} editId={editId} />;
  if (assigned.isLoading || completed.isLoading) return <p role="status">{msg.loading}</p>;
  const failed = !assigned.data && assigned.isError ? assigned.error : null;
  return (
    <section className="wizard">
      <Link to={listHref()} className="back-link">
        <span aria-hidden="true">←</span> Back to order list
      </Link>
      <h1>{failed ? 'Order' : ordersMsg.orderNotFound}</h1>
      <p>{ordersMsg.noOrder}</p>
      {failed ? (
        <>
          <p className="field-error">Error: {describeError(failed)}</p>
          {errorDetail(failed) && <p>Details: {errorDetail(failed)}</p>}
        </>
      ) : (
        <p>{ordersMsg.orderNotFoundDetail}</p>
      )}
    </section>
  );
}
