// The Account panel's rules: names, phone, account number and bank name, and the PATCH bodies.
import { serverFieldErrors } from '@/lib/errors';
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
  it('wants 6 to 16 digits and a bank name', () => {
    expect(checkBank({ accountNumber: '', bankName: '' })).toEqual({
      accountNumber: 'Please provide Account Number.',
      bankName: 'Please provide Bank Name.',
    });
    expect(checkBank({ accountNumber: '12345', bankName: 'FNB' }).accountNumber).toBe(
      'Enter an account number of 6 to 16 digits.',
    );
    expect(checkBank({ accountNumber: '12345678901234567', bankName: 'FNB' }).accountNumber).toBe(
      'Enter an account number of 6 to 16 digits.',
    );
    expect(checkBank({ accountNumber: '62 1234 5678', bankName: 'FNB' })).toEqual({});
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
    const body = bankBody({ accountNumber: '62 1234 5678', bankName: ' FNB ' }, certificate);
    expect(body.get('account_number')).toBe('6212345678');
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
