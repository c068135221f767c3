// Paystack verifier: asks GET /transaction/verify/{ref} and credits the amount Paystack reports.
import {
  PAYMENT_REFERENCE,
  PaymentProviderUnavailable,
  type PaymentVerifier,
  type VerifiedPayment,
} from './verifier.js';

export interface PaystackOptions {
  secretKey: string;
  apiBase?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export const PAYSTACK_DEFAULT_BASE = 'https://api.paystack.co';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads Paystack's verify response; null unless it is a successful ZAR charge for `reference`. */
export function parsePaystackVerification(
  body: unknown,
  reference: string,
): VerifiedPayment | null {
  if (!isRecord(body) || body.status !== true || !isRecord(body.data)) return null;
  const data = body.data;
  if (data.status !== 'success' || data.currency !== 'ZAR') return null;
  if (typeof data.reference === 'string' && data.reference !== reference) return null;
  const amount = data.amount;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) return null;
  const customer = isRecord(data.customer) ? data.customer : undefined;
  const email = typeof customer?.email === 'string' ? customer.email.trim() : '';
  return { reference, amountCents: amount, currency: 'ZAR', paidBy: email ? { email } : null };
}

export function createPaystackVerifier(options: PaystackOptions): PaymentVerifier {
  const base = (options.apiBase || PAYSTACK_DEFAULT_BASE).replace(/\/+$/, '');
  const fetchImpl = options.fetchImpl ?? fetch;
  return {
    name: 'paystack',
    handles: () => true,
    async verify(reference): Promise<VerifiedPayment | null> {
      if (!PAYMENT_REFERENCE.test(reference)) return null; // never another path on the provider
      let response: Response;
      try {
        response = await fetchImpl(`${base}/transaction/verify/${encodeURIComponent(reference)}`, {
          headers: { Authorization: `Bearer ${options.secretKey}`, Accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch {
        throw new PaymentProviderUnavailable();
      }
      if (response.status >= 500 || response.status === 429) throw new PaymentProviderUnavailable();
      if (!response.ok) return null;
      try {
        return parsePaystackVerification(await response.json(), reference);
      } catch {
        return null;
      }
    },
  };
}

/** The Paystack verifier when PAYSTACK_SECRET_KEY is set, else undefined. */
export function paystackFromEnv(env: NodeJS.ProcessEnv): PaystackOptions | undefined {
  const secretKey = env.PAYSTACK_SECRET_KEY;
  if (!secretKey) return undefined;
  return { secretKey, apiBase: env.PAYSTACK_API_BASE || PAYSTACK_DEFAULT_BASE };
}
