// Picks the card payment provider named in the configuration; null when top-ups are switched off.
import { getConfig } from '@/lib/api/config';
import { createPaystackProvider } from './paystack';
import { createSandboxProvider } from './sandbox';
import type { PaymentProvider } from './types';

export function getPaymentProvider(): PaymentProvider | null {
  const config = getConfig();
  switch (config.paymentProvider) {
    case 'sandbox':
      return createSandboxProvider();
    case 'paystack':
      return createPaystackProvider({ publicKey: config.paystackPublicKey });
    case 'none':
      return null;
  }
}
