// The Health Status radio group (Excellent, Good, Average, Poor) as a fieldset with a legend.
import { HEALTH_STATES, type HealthState } from '@contract/limits';

interface HealthStatusChoiceProps {
  value: HealthState | '';
  onChange: (value: HealthState) => void;
  invalid: boolean;
  describedBy?: string;
  disabled?: boolean;
}

export function HealthStatusChoice({
  value,
  onChange,
  invalid,
  describedBy,
  disabled,
}: HealthStatusChoiceProps) {
  return (
    <fieldset className="radio-group" aria-describedby={describedBy} disabled={disabled}>
      <legend className="field-label">Health Status</legend>
      <div className="radio-options">
        {HEALTH_STATES.map((state) => (
          <label key={state} className="radio-option">
            <input
              type="radio"
              name="inspection_health_state"
              value={state}
              checked={value === state}
              aria-invalid={invalid && !value ? true : undefined}
              onChange={() => onChange(state)}
            />
            {state}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
