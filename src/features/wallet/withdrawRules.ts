// The withdrawal rules checked before anything is sent: bank account, a valid amount, the balance.
import { walletMsg } from './messages';
import { hasBankAccount } from '@contract/rules/bank';
import type { Profile } from '@contract/wire/profile';
import { toCents } from '@/lib/text/format';
import { parseAmountInput } from '@/lib/forms/moneyInput';

export type WithdrawCheck =
  | {
      ok: true;
      cents: bigint;
      /** The JSON number the API expects, built from the exact decimal. */ amount: number;
    }
  | { ok: false; problem: 'no-bank' | 'amount' | 'insufficient'; message: string };

/**
 * A vet without a bank account is told so first (no amount can help); then the amount must be a
 * positive number with at most two decimals; then it may not exceed the balance, when known.
 */
export function checkWithdrawal(
  text: string,
  balance: string | undefined,
  profile: Profile,
): WithdrawCheck {
  if (!hasBankAccount(profile)) {
    return { ok: false, problem: 'no-bank', message: walletMsg.noBankAccount };
  }
  const parsed = parseAmountInput(text);
  if (!parsed.ok) return { ok: false, problem: 'amount', message: parsed.message };
  if (balance !== undefined && parsed.cents > toCents(balance)) {
    return { ok: false, problem: 'insufficient', message: walletMsg.insufficientBalance };
  }
  return { ok: true, cents: parsed.cents, amount: Number(parsed.decimal) };
}
