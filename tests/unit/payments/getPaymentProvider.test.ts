// The provider follows the configuration; 'none' means no Deposit at all.
import { afterEach, describe, expect, it } from 'vitest';
import { getConfig, setConfig } from '@/lib/api/config';
import { getPaymentProvider } from '@/lib/payments/getPaymentProvider';

const original = getConfig().paymentProvider;
afterEach(() => setConfig({ paymentProvider: original }));

describe('getPaymentProvider', () => {
  it('is null when card top-ups are switched off', () => {
    setConfig({ paymentProvider: 'none' });
    expect(getPaymentProvider()).toBeNull();
  });

  it('returns the sandbox or Paystack provider as configured', () => {
    setConfig({ paymentProvider: 'sandbox' });
    expect(getPaymentProvider()?.name).toBe('sandbox');
    setConfig({ paymentProvider: 'paystack', paystackPublicKey: 'pk_test_abc' });
    expect(getPaymentProvider()?.name).toBe('paystack');
    expect(getPaymentProvider()?.newReference()).toMatch(/^vp_/);
  });
});
