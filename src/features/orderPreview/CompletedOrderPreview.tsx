// The completed-order mock-up: step 1 (sample appointment) then step 2 (checklist); calls no server.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { msg } from '@/lib/messages';
import { AppointmentStep } from './AppointmentStep';
import { ChecklistStep } from './ChecklistStep';
import type { SampleAppointment } from './sampleCompletedOrder';
import './orderPreview.css';

interface CompletedOrderPreviewProps {
  appointment: SampleAppointment;
  backHref: string;
}

export function CompletedOrderPreview({ appointment, backHref }: CompletedOrderPreviewProps) {
  const [step, setStep] = useState<1 | 2>(1);
  const [moved, setMoved] = useState(false);
  const goTo = (next: 1 | 2) => {
    setMoved(true);
    setStep(next);
  };
  return (
    <section className="order-preview" aria-labelledby="order-preview-title">
      <Link to={backHref} className="back-link">
        <span aria-hidden="true">← </span>Back to orders
      </Link>
      <h2 id="order-preview-title">Update order report</h2>
      <p className="notice preview-note">{msg.previewNote}</p>
      <p>Follow the instructions below and complete all the steps</p>
      {step === 1 ? (
        <AppointmentStep appointment={appointment} onNext={() => goTo(2)} takeFocus={moved} />
      ) : (
        <ChecklistStep onPrevious={() => goTo(1)} />
      )}
    </section>
  );
}
