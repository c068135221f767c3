// A native modal <dialog> with a name: focus is trapped by the browser, Escape closes, focus returns.
import { useEffect, useId, useRef, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /** The title names the dialog for screen readers only (its content shows what it is). */
  titleHidden?: boolean;
  /** A tap on the backdrop, outside the dialog's box, closes it (a menu's way). */
  closeOnBackdrop?: boolean;
  id?: string;
}

export function Dialog(props: DialogProps) {
  const { open, title, onClose, children, className, titleHidden, closeOnBackdrop, id } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      return () => opener?.focus();
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
    return undefined;
  }, [open]);

  return (
    // The backdrop's tap reaches the <dialog> itself; the keyboard closes it with Escape.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={titleId}
      className={['dialog', className].filter(Boolean).join(' ')}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <>
          <h2 id={titleId} className={titleHidden ? 'visually-hidden' : 'dialog-title'}>
            {title}
          </h2>
          {children}
        </>
      )}
    </dialog>
  );
}
