// The Account panel's rules: names, phone, account number and bank name, and the PATCH bodies.
import { accountMsg } from '@/features/account/messages';
import { serverFieldErrors } from '@/lib/api/errors';
import { describe, expect, it } from 'vitest';
import { bankBody, checkBank, checkProfile, profileBody } from '@/features/account/accountRules';

const profile = {
  firstName: 'Lindiwe',
  lastName: 'Mokoena',
  phone: '84 123 4570',
  communication: 'email' as const,
};

describe('checkProfile', () => {
  it('asks only for the first name (it unlocks the portal); surname and phone may follow', () => {
    expect(checkProfile({ ...profile, firstName: ' ', lastName: '', phone: '' })).toEqual({
      firstName: 'Please provide First Name.',
    });
    expect(checkProfile({ ...profile, lastName: '', phone: '' })).toEqual({});
    expect(checkProfile(profile)).toEqual({});
  });
  it('refuses a phone number that is not South African', () => {
    expect(checkProfile({ ...profile, phone: '1234' }).phone).toBe(
      'Enter a South African number of 9 digits after +27, e.g. 82 123 4567.',
    );
  });
});

describe('checkBank', () => {
  const bank = (accountNumber: string, confirmAccountNumber = accountNumber, bankName = 'FNB') => ({
    accountNumber,
    confirmAccountNumber,
    bankName,
  });
  it('wants 6 to 16 digits and a bank name', () => {
    expect(checkBank(bank('', '', ''))).toEqual({
      accountNumber: 'Please provide Account Number.',
      bankName: 'Please provide Bank Name.',
    });
    expect(checkBank(bank('12345')).accountNumber).toBe(
      'Enter an account number of 6 to 16 digits.',
    );
    expect(checkBank(bank('12345678901234567')).accountNumber).toBe(
      'Enter an account number of 6 to 16 digits.',
    );
    expect(checkBank(bank('62 1234 5678'))).toEqual({});
  });
  it('refuses a new account number that is not typed the same twice', () => {
    expect(checkBank(bank('62 1234 5678', '')).confirmAccountNumber).toBe(
      accountMsg.confirmAccountNumberMissing,
    );
    expect(checkBank(bank('62 1234 5678', '62 1234 5679')).confirmAccountNumber).toBe(
      accountMsg.accountNumbersDiffer,
    );
    // Spaces and dashes do not count: the digits are what the bank reads.
    expect(checkBank(bank('62 1234 5678', '62-1234-5678'))).toEqual({});
  });
  it('needs no confirmation while the number on file is kept, but checks one that is typed', () => {
    expect(checkBank(bank('6212345678', ''), '6212345678')).toEqual({});
    expect(checkBank(bank('6212345679', ''), '6212345678').confirmAccountNumber).toBe(
      accountMsg.confirmAccountNumberMissing,
    );
    expect(checkBank(bank('6212345678', '6212345670'), '6212345678').confirmAccountNumber).toBe(
      accountMsg.accountNumbersDiffer,
    );
  });
});

describe('bodies', () => {
  it('sends the phone as 27 + number and the picture only when chosen', () => {
    const body = profileBody(profile, null);
    expect(Object.fromEntries(body.entries())).toEqual({
      first_name: 'Lindiwe',
      last_name: 'Mokoena',
      phone: '27841234570',
      communication_means: 'email',
    });
    expect(profileBody({ ...profile, phone: ' ' }, null).has('phone')).toBe(false);
    const withPicture = profileBody(profile, new File(['x'], 'me.png', { type: 'image/png' }));
    expect(withPicture.get('profile_picture')).toBeInstanceOf(Blob);
  });
  it('sends bank details without spaces, with the certificate when chosen', () => {
    const certificate = new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' });
    const body = bankBody(
      { accountNumber: '62 1234 5678', confirmAccountNumber: '62 1234 5678', bankName: ' FNB ' },
      certificate,
    );
    expect(body.get('account_number')).toBe('6212345678');
    // The confirmation stays on the phone.
    expect([...body.keys()].sort()).toEqual([
      'account_number',
      'bank_confirmation_certificate',
      'bank_name',
    ]);
    expect(body.get('bank_name')).toBe('FNB');
    expect(body.get('bank_confirmation_certificate')).toBeInstanceOf(Blob);
  });
  it('places DRF field errors on the form fields', () => {
    const error = {
      status: 400,
      data: { phone: ['A user with that phone number already exists.'] },
    };
    expect(serverFieldErrors(error, { phone: 'phone' })).toEqual({
      phone: 'A user with that phone number already exists.',
    });
  });
});
