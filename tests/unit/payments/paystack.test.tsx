// Paystack inline provider: the script is requested only when a payment starts; callbacks map to results.
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPaystackProvider, PAYSTACK_SCRIPT_URL } from '@/lib/payments/paystack';
import type { PaymentRequest } from '@/lib/payments/types';

type Options = {
  key: string;
  email: string;
  amount: number;
  currency: string;
  reference: string;
  metadata: unknown;
  onSuccess: (t: { reference?: string }) => void;
  onCancel: () => void;
  onError: (e: { message?: string }) => void;
};

/** A stand-in for window.PaystackPop that records what the portal asked for. */
function fakePaystack() {
  const calls: Options[] = [];
  class FakePop {
    newTransaction(options: Options) {
      calls.push(options);
    }
  }
  return { FakePop, calls };
}

const request: PaymentRequest = {
  amountMinor: 25_050,
  currency: 'ZAR',
  email: 'verified@vets.example',
  reference: 'vp_test-1',
  metadata: { name: 'Thandi Nkosi', phone: '27821234567' },
};

const scriptTags = () =>
  [...document.querySelectorAll('script')].filter((s) => s.src === PAYSTACK_SCRIPT_URL);

afterEach(() => {
  delete window.PaystackPop;
  for (const script of document.querySelectorAll('script')) script.remove();
});

describe('Paystack provider', () => {
  it('loads the inline script only when a payment starts, then opens it with the request', async () => {
    const { FakePop, calls } = fakePaystack();
    const provider = createPaystackProvider({ publicKey: 'pk_test_abc' });
    expect(scriptTags()).toHaveLength(0);

    const result = provider.pay(request);
    const [script] = scriptTags();
    expect(script).toBeDefined();
    // jsdom never fetches the real host; the test plays the script arriving.
    window.PaystackPop = FakePop;
    script!.dispatchEvent(new Event('load'));
    await waitFor(() => expect(calls).toHaveLength(1));

    expect(calls[0]).toMatchObject({
      key: 'pk_test_abc',
      email: 'verified@vets.example',
      amount: 25_050,
      currency: 'ZAR',
      reference: 'vp_test-1',
      metadata: { name: 'Thandi Nkosi', phone: '27821234567' },
    });
    calls[0]!.onSuccess({ reference: 'vp_test-1' });
    await expect(result).resolves.toEqual({ status: 'success', reference: 'vp_test-1' });
  });

  it('does not load the script again once Paystack is on the page', async () => {
    const { FakePop, calls } = fakePaystack();
    window.PaystackPop = FakePop;
    const load = vi.fn(() => Promise.resolve());
    const provider = createPaystackProvider({ publicKey: 'pk_test_abc', load });
    const result = provider.pay(request);
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0]!.onCancel();
    await expect(result).resolves.toEqual({ status: 'cancelled' });
    expect(load).not.toHaveBeenCalled();
  });

  it('reports Paystack errors and a script that cannot be loaded as errors', async () => {
    const { FakePop, calls } = fakePaystack();
    const failing = createPaystackProvider({
      publicKey: 'pk_test_abc',
      load: () => Promise.reject(new Error('offline')),
    });
    await expect(failing.pay(request)).resolves.toMatchObject({ status: 'error' });

    window.PaystackPop = FakePop;
    const provider = createPaystackProvider({ publicKey: 'pk_test_abc' });
    const result = provider.pay(request);
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0]!.onError({ message: 'Invalid key' });
    await expect(result).resolves.toEqual({ status: 'error', message: 'Invalid key' });
  });

  it('refuses to start without a public key', async () => {
    const provider = createPaystackProvider({ publicKey: '' });
    await expect(provider.pay(request)).resolves.toMatchObject({ status: 'error' });
    expect(scriptTags()).toHaveLength(0);
  });
});
