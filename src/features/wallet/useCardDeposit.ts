// A card top-up: the provider takes the payment, then the server is told the reference and credits once.
import { walletMsg } from './messages';
import { addListener } from '@reduxjs/toolkit';
import { useAppDispatch } from '@/app/hooks';
import { isOnline } from '@/lib/offline/online';
import { connectionRestored } from '@/lib/page/pageEvents';
import type { Profile } from '@contract/wire/profile';
import type { LoadWalletRequest } from '@contract/wire/wallet';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { centsToDecimal } from '@contract/money';
import { msg } from '@/lib/text/messages';
import type { PaymentProvider } from '@/lib/payments/types';
import { fullName } from '@/lib/portal/profile';
import { notify } from '@/lib/toasts/toast';
import { useLoadWalletMutation, useSandboxCheckoutMutation } from './api';
import { walletErrorMessage } from './walletErrors';
import { readPendingTopUp, savePendingTopUp } from './pendingTopUp';

export type DepositStage = 'idle' | 'paying' | 'crediting';

/**
 * The card was charged but the server gave no final answer (no signal, 5xx, a captive-portal page,
 * 401 until the vet signs in again): keep the reference and retry, since it is credited once.
 * Only a real refusal (another 4xx) is final.
 */
const retryable = (error: unknown) => {
  const status = (error as FetchBaseQueryError).status;
  if (typeof status !== 'number') return true;
  return status >= 500 || [401, 408, 429].includes(status);
};

export function useCardDeposit(provider: PaymentProvider | null, profile: Profile) {
  const [stage, setStage] = useState<DepositStage>('idle');
  const [pending, setPendingState] = useState(() => readPendingTopUp(profile.id));
  const setPending = (request: LoadWalletRequest | null) => {
    savePendingTopUp(profile.id, request);
    setPendingState(request);
  };
  const [loadWallet] = useLoadWalletMutation();
  const [sandboxCheckout] = useSandboxCheckoutMutation();
  const busy = useRef(false);

  const credit = async (request: LoadWalletRequest) => {
    setStage('crediting');
    const result = await loadWallet(request);
    if (!result.error) {
      setPending(null);
      notify.success(walletMsg.topUpSuccess, { wallet: true });
    } else if (retryable(result.error)) {
      setPending(request); // The panel shows walletMsg.topUpPending with a retry button.
    } else {
      setPending(null);
      notify.error(walletErrorMessage(result.error, walletMsg.topUpFailed), { wallet: true });
    }
  };

  const run = async (work: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await work();
    } finally {
      busy.current = false;
      setStage('idle');
    }
  };

  /**
   * The payment's reference: the sandbox's is issued and recorded by the server for this amount
   * (it credits no other), a real provider mints its own. Null (and the vet told why) on failure.
   */
  const referenceFor = async (active: PaymentProvider, cents: bigint): Promise<string | null> => {
    if (active.name !== 'sandbox') return active.newReference();
    const checkout = await sandboxCheckout({ amount: Number(centsToDecimal(cents)) });
    if (checkout.data) return checkout.data.reference;
    notify.error(walletErrorMessage(checkout.error, walletMsg.paymentFailed), { wallet: true });
    return null;
  };

  /** Takes a card payment of `cents` and credits the wallet with it. */
  const deposit = (cents: bigint) =>
    run(async () => {
      if (!provider) return;
      if (!isOnline()) {
        notify.error(msg.needsConnection, { wallet: true });
        return;
      }
      setStage('paying');
      const reference = await referenceFor(provider, cents);
      if (!reference) return;
      const payment = await provider.pay({
        amountMinor: Number(cents),
        currency: 'ZAR',
        email: profile.user.email,
        reference,
        metadata: { name: fullName(profile), phone: profile.phone ?? '' },
      });
      if (payment.status === 'cancelled') {
        notify.info(walletMsg.paymentCancelled, { wallet: true });
        return;
      }
      if (payment.status === 'error') {
        notify.error(walletMsg.paymentFailed, { wallet: true });
        return;
      }
      await credit({
        transaction_ref: payment.reference,
        description: 'Balance Topup',
        amount: Number(centsToDecimal(cents)),
      });
    });

  /** Tells the server again about a payment it has not yet credited (same reference). */
  const retry = () =>
    run(async () => {
      if (pending) await credit(pending);
    });

  // Signal is back: tell the server about the waiting payment without making the vet ask.
  const retryWhenOnline = useEffectEvent(() => void retry());
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!pending) return undefined;
    return dispatch(
      addListener({ actionCreator: connectionRestored, effect: () => retryWhenOnline() }),
    );
  }, [pending, dispatch]);

  return { stage, pending, deposit, retry };
}
