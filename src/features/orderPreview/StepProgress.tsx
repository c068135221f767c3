// The wizard's progress bar (4/12, 8/12), named for screen readers.

export function StepProgress({ value, max = 12 }: { value: number; max?: number }) {
  return (
    <div className="step-progress">
      <progress value={value} max={max} aria-label={`Progress ${value} of ${max}`} />
      <span aria-hidden="true">
        {value}/{max}
      </span>
    </div>
  );
}
