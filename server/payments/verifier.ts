// The payment verifier interface: confirms a card payment reference before a wallet is credited.
export interface VerifiedPayment {
  reference: string;
  amountCents: number;
  currency: 'ZAR';
  /** The payer's email when the provider reports one. */
  email?: string;
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
