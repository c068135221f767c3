// Sandbox payments for local runs and tests: trusts references starting with "sandbox_".
import type { PaymentVerifier, VerifiedPayment } from './verifier.js';

export const SANDBOX_PREFIX = 'sandbox_';
export const SANDBOX_MAX_CENTS = 10_000_000; // R 100 000.00

export function createSandboxVerifier(): PaymentVerifier {
  return {
    name: 'sandbox',
    handles: (reference) => reference.startsWith(SANDBOX_PREFIX),
    verify(reference, claimedCents): Promise<VerifiedPayment | null> {
      const valid =
        reference.startsWith(SANDBOX_PREFIX) &&
        reference.length > SANDBOX_PREFIX.length &&
        claimedCents > 0 &&
        claimedCents <= SANDBOX_MAX_CENTS;
      return Promise.resolve(
        valid ? { reference, amountCents: claimedCents, currency: 'ZAR' } : null,
      );
    },
  };
}
