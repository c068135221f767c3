// The card payment adapter: one interface, whichever provider (Paystack inline, sandbox) answers.

export interface PaymentRequest {
  /** Amount in minor units (cents): R 250.00 is 25000. */
  amountMinor: number;
  currency: 'ZAR';
  email: string;
  /** Unique reference of this payment; the server credits a reference at most once. */
  reference: string;
  metadata: { name: string; phone: string };
}

export type PaymentResult =
  | { status: 'success'; reference: string }
  | { status: 'cancelled' }
  | { status: 'error'; message: string };

export interface PaymentProvider {
  readonly name: 'paystack' | 'sandbox';
  /** A fresh reference in the form this provider (and the server's verifier) expects. */
  newReference(): string;
  /** Opens the provider's payment form; resolves once the payer finished, gave up or failed. */
  pay(request: PaymentRequest): Promise<PaymentResult>;
}
