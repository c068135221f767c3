// The wizard's progress: which step of three, shown as the spec's 4/12, 8/12, 12/12.
const STEPS = {
  1: { value: 4 },
  2: { value: 8 },
  3: { value: 12 },
} as const;

export type WizardStep = keyof typeof STEPS;

export function StepProgress({ step }: { step: WizardStep }) {
  const { value } = STEPS[step];
  return (
    <div className="wizard-progress">
      <progress max={12} value={value} aria-label={`Step ${step} of 3, progress ${value}/12`} />
      <span aria-hidden="true">{value}/12</span>
    </div>
  );
}
