// Sandbox card payments for local runs and tests: its own dialog approves or declines a test card.
// The reference comes from the demo server's recorded checkout (POST wallet/sandbox-checkout/).
import { formatMoney } from '@/lib/text/format';
import './sandbox.css';
import type { PaymentProvider, PaymentRequest, PaymentResult } from './types';

export const SANDBOX_TEST_CARD = '4084 0840 8408 4081';
/** The server credits only sandbox references it issued itself, so the sandbox never makes one. */
export const SANDBOX_REFERENCE_FROM_SERVER =
  'Sandbox references are issued by the server (POST wallet/sandbox-checkout/).';

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
): HTMLElementTagNameMap[K] {
  return Object.assign(document.createElement(tag), props);
}

/** Builds the dialog: what would be charged, on which test card, with Approve and Decline. */
function buildDialog(request: PaymentRequest): {
  dialog: HTMLDialogElement;
  approve: HTMLButtonElement;
  decline: HTMLButtonElement;
} {
  const id = `sandbox-pay-${crypto.randomUUID()}`;
  const dialog = element('dialog', { className: 'dialog sandbox-payment' });
  dialog.setAttribute('aria-labelledby', `${id}-title`);
  dialog.setAttribute('aria-describedby', `${id}-about`);
  const title = element('h2', {
    id: `${id}-title`,
    className: 'dialog-title',
    textContent: 'Sandbox card payment',
  });
  const about = element('p', {
    id: `${id}-about`,
    textContent: 'A test payment: no real card is charged and no money moves.',
  });
  const summary = element('dl', { className: 'sandbox-summary' });
  const rows: [string, string][] = [
    ['Amount', formatMoney(BigInt(request.amountMinor))],
    ['Card', `Visa test card ${SANDBOX_TEST_CARD}, expiry 12/30, CVV 408`],
    ['Payer', request.email],
  ];
  for (const [label, value] of rows) {
    summary.append(element('dt', { textContent: label }), element('dd', { textContent: value }));
  }
  const buttons = element('div', { className: 'button-row' });
  const approve = element('button', { type: 'button', className: 'btn btn-primary' });
  approve.textContent = 'Approve';
  const decline = element('button', { type: 'button', className: 'btn btn-secondary' });
  decline.textContent = 'Decline';
  buttons.append(approve, decline);
  dialog.append(title, about, summary, buttons);
  return { dialog, approve, decline };
}

export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    newReference: () => {
      throw new Error(SANDBOX_REFERENCE_FROM_SERVER);
    },
    pay(request): Promise<PaymentResult> {
      const { dialog, approve, decline } = buildDialog(request);
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return new Promise<PaymentResult>((resolve) => {
        const finish = (result: PaymentResult) => {
          if (typeof dialog.close === 'function') dialog.close();
          dialog.remove();
          opener?.focus();
          resolve(result);
        };
        approve.addEventListener('click', () =>
          finish({ status: 'success', reference: request.reference }),
        );
        decline.addEventListener('click', () =>
          finish({ status: 'error', message: 'The test card was declined.' }),
        );
        dialog.addEventListener('cancel', (event) => {
          event.preventDefault();
          finish({ status: 'cancelled' });
        });
        document.body.append(dialog);
        if (typeof dialog.showModal === 'function') dialog.showModal();
        else dialog.setAttribute('open', '');
        approve.focus();
      });
    },
  };
}
