// The payment verifier interface: confirms a card payment reference before a wallet is credited.
export interface VerifiedPayment {
  reference: string;
  amountCents: number;
  currency: 'ZAR';
  /**
   * Who paid, as the provider knows it: the email the card was charged under, or the user a
   * sandbox checkout was issued to; null when the provider does not say.
   */
  paidBy: { email: string } | { userId: number } | null;
}

/**
 * A Paystack reference: letters, digits and - . = _, starting with a letter or digit (so never a
 * "." or ".." path segment in the provider's URL), at most 200 characters.
 */
export const PAYMENT_REFERENCE = /^[A-Za-z0-9][\w.=-]{0,199}$/;

/**
 * Whether the payment can be tied to this user: a payment the provider cannot tie to anyone is
 * credited to no one (else the first vet to claim its reference would get it).
 */
export function paidByUser(payment: VerifiedPayment, user: { id: number; email: string }): boolean {
  const payer = payment.paidBy;
  if (payer === null) return false;
  if ('userId' in payer) return payer.userId === user.id;
  return payer.email.trim().toLowerCase() === user.email.trim().toLowerCase();
}

/** The provider could not be asked (network, timeout, 5xx): the client may try again later. */
export class PaymentProviderUnavailable extends Error {
  constructor() {
    super('The payment provider could not be reached.');
  }
}

/** Who claims the payment. */
export interface Payer {
  userId: number;
}

export interface PaymentVerifier {
  readonly name: string;
  /** Whether this verifier is the one to ask about the reference. */
  handles(reference: string): boolean;
  /** The confirmed payment, or null when the provider does not confirm a successful ZAR payment. */
  verify(reference: string, claimedCents: number, payer: Payer): Promise<VerifiedPayment | null>;
}

/** Asks the first verifier that handles the reference; null when none does or it refuses. */
export async function verifyPayment(
  verifiers: readonly PaymentVerifier[],
  reference: string,
  claimedCents: number,
  payer: Payer,
): Promise<VerifiedPayment | null> {
  const verifier = verifiers.find((v) => v.handles(reference));
  if (!verifier) return null;
  return verifier.verify(reference, claimedCents, payer);
}
