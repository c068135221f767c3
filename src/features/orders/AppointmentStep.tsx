// Step 1, 'Make appointment': meeting place, date and time; Confirm (or Next) and Cancel order.
import { ordersMsg } from './messages';
import type { Order } from '@contract/wire/order';
import { useId, useState } from 'react';
import { Button } from '@/components/Button';
import { MapLink } from '@/components/ContactLinks';
import { Dialog } from '@/components/Dialog';
import { Field } from '@/components/Field';
import { serverErrorOr, serverFieldErrors } from '@/lib/api/errors';
import { useForm, type FieldErrors } from '@/lib/forms/useForm';
import { notify } from '@/lib/toasts/toast';
import { useCancelOrderMutation, useSetAppointmentMutation } from './api';
import { fromApiDate, fromApiTime, isPastInput, toApiDate, toApiTime } from './appointment';
import { livestockLocation } from './types';
import { useServerToday } from './useServerToday';

type ProblemField = 'date' | 'time' | 'location';

/** The server's field errors (400) placed on the step's fields. */
const SERVER_FIELDS = {
  appointment_date: 'date',
  appointment_time: 'time',
  appointment_location: 'location',
} as const;
const FIELD_ORDER: readonly ProblemField[] = ['location', 'date', 'time'];

interface AppointmentStepProps {
  order: Order;
  onDone: () => void;
  onCancelled: () => void;
}

export function AppointmentStep({ order, onDone, onCancelled }: AppointmentStepProps) {
  const today = useServerToday();
  const headingId = useId();
  const initial = {
    date: fromApiDate(order.appointment_date),
    time: fromApiTime(order.appointment_time),
    location: order.appointment_location || livestockLocation(order),
  };
  const [date, setDate] = useState(initial.date);
  const [time, setTime] = useState(initial.time);
  const [location, setLocation] = useState(initial.location);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [setAppointment, appointment] = useSetAppointmentMutation();
  const [cancelOrder, cancellation] = useCancelOrderMutation();
  const hasAppointment = Boolean(order.appointment_date);

  /** One problem at a time, the first that blocks Confirm; it stays under its field. */
  const check = (): FieldErrors<ProblemField> => {
    if (!date || !time) return { [date ? 'time' : 'date']: ordersMsg.appointmentMissing };
    if (!location.trim()) return { location: ordersMsg.appointmentLocationMissing };
    return {};
  };

  const send = async () => {
    const unchanged =
      hasAppointment &&
      date === initial.date &&
      time === initial.time &&
      location.trim() === initial.location;
    if (unchanged) {
      onDone();
      return;
    }
    if (isPastInput(date, today)) {
      form.show({ date: ordersMsg.appointmentInPast });
      return;
    }
    const result = await setAppointment({
      orderId: order.id,
      appointment_date: toApiDate(date),
      appointment_time: toApiTime(time),
      appointment_location: location.trim(),
    });
    if ('error' in result) {
      // The server's own words (e.g. a date it finds in the past), under their field and told.
      const placed = serverFieldErrors(result.error, SERVER_FIELDS);
      const first = FIELD_ORDER.map((field) => placed[field]).find(Boolean);
      form.show(placed);
      notify.error(first ?? serverErrorOr(result.error, ordersMsg.appointmentFailed));
      return;
    }
    notify.success(ordersMsg.appointmentSet);
    onDone();
  };

  const form = useForm<ProblemField>({
    order: FIELD_ORDER,
    check,
    tell: false,
    onSent: send, // the past-date check and the request stay here: an unchanged appointment sends nothing
  });
  const changed = (field: ProblemField) => form.clear(field); // an error clears as its field changes

  const cancel = async () => {
    const result = await cancelOrder(order.id);
    setConfirmingCancel(false);
    if ('error' in result) {
      notify.error(serverErrorOr(result.error, ordersMsg.cancelFailed));
      return;
    }
    notify.success(ordersMsg.orderCancelled);
    onCancelled();
  };

  return (
    <section aria-labelledby={headingId} className="card wizard-step">
      <h2 id={headingId} tabIndex={-1}>
        Make appointment
      </h2>
      <form onSubmit={form.onSubmit} noValidate>
        <Field label="Meeting location" error={form.errors.location}>
          <input
            ref={form.ref<HTMLInputElement>('location')}
            type="text"
            value={location}
            autoComplete="off"
            maxLength={255}
            onChange={(event) => {
              setLocation(event.target.value);
              changed('location');
            }}
          />
        </Field>
        <p className="map-row">
          <MapLink place={location} />
        </p>
        <div className="field-pair">
          <Field label="Appointment date" error={form.errors.date}>
            <input
              ref={form.ref<HTMLInputElement>('date')}
              type="date"
              value={date}
              min={today}
              onChange={(event) => {
                setDate(event.target.value);
                changed('date');
              }}
            />
          </Field>
          <Field label="Appointment time" error={form.errors.time}>
            <input
              ref={form.ref<HTMLInputElement>('time')}
              type="time"
              value={time}
              onChange={(event) => {
                setTime(event.target.value);
                changed('time');
              }}
            />
          </Field>
        </div>
        <div className="button-row">
          <Button variant="secondary" onClick={() => setConfirmingCancel(true)}>
            Cancel
          </Button>
          <Button type="submit" busy={appointment.isLoading} busyLabel="Saving...">
            {hasAppointment ? 'Next' : 'Confirm'}
          </Button>
        </div>
      </form>
      <Dialog
        open={confirmingCancel}
        title="Cancel this order?"
        onClose={() => setConfirmingCancel(false)}
      >
        <p>{ordersMsg.cancelOrderEffect}</p>
        <div className="button-row">
          <Button variant="secondary" onClick={() => setConfirmingCancel(false)}>
            Keep order
          </Button>
          <Button
            variant="danger"
            busy={cancellation.isLoading}
            busyLabel="Cancelling..."
            onClick={() => void cancel()}
          >
            Cancel order
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
