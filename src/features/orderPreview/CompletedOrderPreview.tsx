// The completed-order mock-up: step 1 (sample appointment) then step 2 (checklist); calls no server.
import { useState } from 'react';
import { Link } from '@/components/Link';
import { PreviewPanel } from '@/components/PreviewPanel';
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
    <PreviewPanel
      title="Update order report"
      className="order-preview"
      beforeTitle={
        <Link to={backHref} className="back-link">
          <span aria-hidden="true">← </span>Back to orders
        </Link>
      }
    >
      <p>Follow the instructions below and complete all the steps</p>
      {step === 1 ? (
        <AppointmentStep appointment={appointment} onNext={() => goTo(2)} takeFocus={moved} />
      ) : (
        <ChecklistStep onPrevious={() => goTo(1)} />
      )}
    </PreviewPanel>
  );
}
