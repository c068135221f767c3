// A South African phone number field: the fixed +27 prefix beside an input for the rest of the number.
import type { ComponentPropsWithRef } from 'react';
import './PhoneInput.css';

/** Takes every input prop and ref (Field passes id, aria-describedby and aria-invalid through). */
export function PhoneInput(props: ComponentPropsWithRef<'input'>) {
  return (
    <div className="phone-input">
      <span className="phone-prefix">+27</span>
      <input
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="82 123 4567"
        {...props}
      />
    </div>
  );
}
