// Paystack inline (v2): its script is fetched only when a deposit starts; callbacks become a result.
import type { PaymentProvider, PaymentRequest, PaymentResult } from './types';
import { loadScript } from './loadScript';

export const PAYSTACK_SCRIPT_URL = 'https://js.paystack.co/v2/inline.js';

interface PaystackTransactionOptions {
  key: string;
  email: string;
  amount: number;
  currency: 'ZAR';
  reference: string;
  metadata: PaymentRequest['metadata'];
  onSuccess: (transaction: { reference?: string }) => void;
  onCancel: () => void;
  onError: (error: { message?: string }) => void;
}

interface PaystackPopup {
  newTransaction(options: PaystackTransactionOptions): void;
}

declare global {
  interface Window {
    PaystackPop?: new () => PaystackPopup;
  }
}

interface PaystackOptions {
  publicKey: string;
  /** Where the inline script comes from; tests never let it load. */
  scriptUrl?: string;
  load?: (src: string) => Promise<void>;
}

const unavailable = 'The card payment service could not be reached. Please try again.';

export function createPaystackProvider(options: PaystackOptions): PaymentProvider {
  const load = options.load ?? loadScript;
  return {
    name: 'paystack',
    newReference: () => `vp_${crypto.randomUUID()}`,
    async pay(request): Promise<PaymentResult> {
      if (!options.publicKey) return { status: 'error', message: 'Card payments are not set up.' };
      try {
        if (!window.PaystackPop) await load(options.scriptUrl ?? PAYSTACK_SCRIPT_URL);
      } catch {
        return { status: 'error', message: unavailable };
      }
      const Popup = window.PaystackPop;
      if (!Popup) return { status: 'error', message: unavailable };
      return new Promise<PaymentResult>((resolve) => {
        new Popup().newTransaction({
          key: options.publicKey,
          email: request.email,
          amount: request.amountMinor,
          currency: request.currency,
          reference: request.reference,
          metadata: request.metadata,
          onSuccess: (transaction) =>
            resolve({ status: 'success', reference: transaction.reference ?? request.reference }),
          onCancel: () => resolve({ status: 'cancelled' }),
          onError: (error) => resolve({ status: 'error', message: error.message ?? unavailable }),
        });
      });
    },
  };
}
