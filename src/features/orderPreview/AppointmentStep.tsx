// Step 1 of the completed-order mock-up: a sample appointment with Skip and Confirm.
import { Button } from '@/components/Button';
import { FactGrid } from '@/components/FactGrid';
import { StepProgress } from '@/components/StepProgress';
import { formatApiDay } from '@/lib/text/format';
import { useFocusOnMount } from '@/lib/hooks/useFocusOnMount';
import type { SampleAppointment } from './sampleCompletedOrder';

interface AppointmentStepProps {
  appointment: SampleAppointment;
  onNext: () => void;
  /** False on first arrival: the panel opens without moving focus. */
  takeFocus: boolean;
}

export function AppointmentStep({ appointment, onNext, takeFocus }: AppointmentStepProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>(takeFocus);
  const facts: [string, string][] = [
    ['Seller', appointment.sellerName],
    ['Seller phone', appointment.sellerPhone],
    ['Meeting location', appointment.location],
    ['Date', formatApiDay(appointment.date)],
    ['Time', appointment.time],
  ];
  return (
    <section className="card" aria-labelledby="step-1-title">
      <h3 id="step-1-title" ref={heading} tabIndex={-1}>
        Step 1: Make appointment
      </h3>
      <StepProgress step={1} />
      <FactGrid facts={facts} className="appointment-facts" />
      <div className="button-row">
        <Button variant="secondary" onClick={onNext}>
          Skip
        </Button>
        <Button onClick={onNext}>Confirm</Button>
      </div>
    </section>
  );
}
