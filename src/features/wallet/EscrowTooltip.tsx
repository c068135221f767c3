// The info button beside Escrow Balance: its tooltip opens on click or tap (not hover only), Escape closes.
import { walletMsg } from './messages';
import { useEffect, useId, useRef, useState } from 'react';

export function EscrowTooltip() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrapper = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <span className="escrow-tip" ref={wrapper}>
      <button
        type="button"
        className="info-button"
        aria-label="About the escrow balance"
        aria-expanded={open}
        aria-describedby={`${id}-tip`}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">i</span>
      </button>
      <span id={`${id}-tip`} role="tooltip" className="tooltip" hidden={!open}>
        {walletMsg.escrowInfo}
      </span>
    </span>
  );
}
