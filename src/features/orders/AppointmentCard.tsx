// The appointment on the report step: when and where the inspection is, and "Add to calendar".
import type { Order } from '@contract/wire/order';
import { useId } from 'react';
import { MapLink } from '@/components/ContactLinks';
import { AddToCalendar } from './AddToCalendar';
import { appointmentWhen, type Appointment } from './agenda';
import { useServerToday } from './useServerToday';

export function AppointmentCard({
  order,
  appointment,
}: {
  order: Order;
  appointment: Appointment;
}) {
  const headingId = useId();
  const today = useServerToday();
  return (
    <section className="card appointment-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="seller-contact-title">
        Appointment
      </h2>
      <dl className="facts">
        <div>
          <dt>When</dt>
          <dd>
            <time dateTime={appointment.start?.toISOString() ?? appointment.day}>
              {appointmentWhen(appointment, today)}
            </time>
          </dd>
        </div>
        <div>
          <dt>Where</dt>
          <dd>
            {appointment.place} <MapLink place={appointment.place} />
          </dd>
        </div>
      </dl>
      <AddToCalendar order={order} />
    </section>
  );
}
