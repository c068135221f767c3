// The order wizard's progress bar, in the wizard and its mock-up: step of three, shown as 4/12, 8/12, 12/12.
import './StepProgress.css';

const VALUES = { 1: 4, 2: 8, 3: 12 } as const;

export type WizardStep = keyof typeof VALUES;

export function StepProgress({ step }: { step: WizardStep }) {
  const value = VALUES[step];
  return (
    <div className="step-progress">
      <progress max={12} value={value} aria-label={`Step ${step} of 3, progress ${value}/12`} />
      <span aria-hidden="true">{value}/12</span>
    </div>
  );
}
