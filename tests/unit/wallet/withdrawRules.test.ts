// Withdrawal rules checked on the device before any request: bank account, amount, balance.
import { walletMsg } from '@/features/wallet/messages';
import type { Profile } from '@contract/wire/profile';
import { describe, expect, it } from 'vitest';
import { checkWithdrawal } from '@/features/wallet/withdrawRules';
import { msg } from '@/lib/text/messages';
import { makeProfile } from '../../support/profiles';

const vet: Profile = makeProfile({ account_number: '62812345678', bank_name: 'FNB' });
const noBank: Profile = { ...vet, account_number: '0', bank_name: '0' };

describe('checkWithdrawal', () => {
  it('lets a valid amount within the balance through, as the JSON number to send', () => {
    expect(checkWithdrawal('100.10', '1500.00', vet)).toEqual({
      ok: true,
      cents: 10_010n,
      amount: 100.1,
    });
    expect(checkWithdrawal('1500', '1500.00', vet)).toMatchObject({ ok: true, amount: 1500 });
  });

  it.each([
    ['', msg.amountMissing],
    ['0', msg.amountNotPositive],
    ['-20', msg.amountNotPositive],
    ['twenty', msg.amountNotNumber],
    ['1e3', msg.amountNotNumber],
    ['10.005', msg.amountTooPrecise],
  ])('refuses %j with a clear message', (text, message) => {
    expect(checkWithdrawal(text, '1500.00', vet)).toEqual({
      ok: false,
      problem: 'amount',
      message,
    });
  });

  it('says Insufficient Balance when the amount exceeds the balance, to the cent', () => {
    expect(checkWithdrawal('1500.01', '1500.00', vet)).toEqual({
      ok: false,
      problem: 'insufficient',
      message: walletMsg.insufficientBalance,
    });
    expect(checkWithdrawal('0.01', '0.00', vet)).toMatchObject({ problem: 'insufficient' });
  });

  it('sends a vet without a bank account to Settings, whatever the amount', () => {
    for (const text of ['100', '', '999999']) {
      expect(checkWithdrawal(text, '800.00', noBank)).toEqual({
        ok: false,
        problem: 'no-bank',
        message: walletMsg.noBankAccount,
      });
    }
  });

  it('leaves the balance check to the server while the balance is unknown', () => {
    expect(checkWithdrawal('50', undefined, vet)).toMatchObject({ ok: true, cents: 5_000n });
  });
});
