// The wizard's progress: which step of three, shown as the spec's 4/12, 8/12, 12/12.
const STEPS = {
  1: { title: 'Make appointment', value: 4 },
  2: { title: 'Update Report - Health Check Feedback', value: 8 },
  3: { title: 'Verification Completed', value: 12 },
} as const;

export type WizardStep = keyof typeof STEPS;

export function stepTitle(step: WizardStep): string {
  return STEPS[step].title;
}

export function StepProgress({ step }: { step: WizardStep }) {
  const { value } = STEPS[step];
  return (
    <div className="wizard-progress">
      <progress max={12} value={value} aria-label={`Step ${step} of 3, progress ${value}/12`} />
      <span aria-hidden="true">{value}/12</span>
    </div>
  );
}
