// The contract's rules, the same on both sides: SA ID numbers, SA phones, bank accounts, emails, money, routes.
import { centsToDecimal, decimalToCents } from '@contract/money';
import { paths, route } from '@contract/paths';
import { accountNumberDigits, hasBankAccount, isAccountNumber } from '@contract/rules/bank';
import { isEmail } from '@contract/rules/email';
import { isSaPhone, localPhoneDigits, toSaPhone } from '@contract/rules/phone';
import { saIdProblem } from '@contract/rules/saId';
import { describe, expect, it } from 'vitest';
import { withLuhnDigit } from '../../../server/db/seed';

describe('saIdProblem', () => {
  it('accepts a real date, citizenship 0 or 1 and a Luhn check digit', () => {
    expect(saIdProblem('8001015009087')).toBeNull();
    expect(saIdProblem(withLuhnDigit('000229500918'))).toBeNull(); // 29 Feb 2000, permanent resident
  });

  it('names what is wrong', () => {
    expect(saIdProblem('800101500908')).toBe('length');
    expect(saIdProblem('80010150090 7')).toBe('length');
    expect(saIdProblem(withLuhnDigit('010229500908'))).toBe('date');
    expect(saIdProblem(withLuhnDigit('800101500928'))).toBe('citizenship');
    expect(saIdProblem('8001015009088')).toBe('checkDigit');
  });
});

describe('phone numbers', () => {
  it('reads what a vet types into the stored 27… form', () => {
    for (const typed of ['082 123 4567', '821234567', '27821234567', '+27 (82) 123-4567']) {
      expect(toSaPhone(typed), typed).toBe('27821234567');
    }
    expect(localPhoneDigits('+27 82 123 4567')).toBe('821234567');
  });

  it('refuses numbers that are not South African mobile or landline numbers', () => {
    expect(toSaPhone('12345')).toBeNull();
    expect(toSaPhone('0021234567')).toBeNull();
    expect(isSaPhone('270821234567')).toBe(false);
  });
});

describe('bank accounts', () => {
  it('reads an account number without the spaces and dashes it is grouped with', () => {
    expect(accountNumberDigits(' 62 0123-4567 ')).toBe('6201234567');
  });

  it('takes 6 to 16 digits and nothing else', () => {
    for (const good of ['620123', '6201234567', '1234567890123456']) {
      expect(isAccountNumber(good), good).toBe(true);
    }
    for (const bad of ['62012', '12345678901234567', '62ab345678', '', '62 0123 4567']) {
      expect(isAccountNumber(bad), bad).toBe(false);
    }
  });

  it('sees no bank account when either field is 0, "0" or empty', () => {
    expect(hasBankAccount({ account_number: '6201234567', bank_name: 'FNB' })).toBe(true);
    const none: [unknown, unknown][] = [
      ['0', '0'],
      [0, 'FNB'],
      ['', 'FNB'],
      [' 0 ', 'FNB'],
      ['6201234567', '0'],
      ['6201234567', ''],
      [null, 'FNB'],
      ['6201234567', undefined],
    ];
    for (const [account_number, bank_name] of none) {
      expect(
        hasBankAccount({ account_number, bank_name }),
        String([account_number, bank_name]),
      ).toBe(false);
    }
  });
});

describe('email addresses', () => {
  it('takes one @ and a dotted domain', () => {
    for (const good of ['sipho@farm.example', 'a.b+vet@clinic.co.za']) {
      expect(isEmail(good), good).toBe(true);
    }
  });

  it('refuses spaces, a second @, an undotted or broken domain and over-long addresses', () => {
    const long = `${'a'.repeat(245)}@farm.example`;
    for (const bad of [
      'sipho@farm',
      'si pho@farm.example',
      'a@b@farm.example',
      'a@farm..example',
      'a@.farm.example',
      'a@farm.example.',
      long,
    ]) {
      expect(isEmail(bad), bad).toBe(false);
    }
  });
});

describe('money on the wire', () => {
  it('parses two-decimal strings exactly and writes them back', () => {
    expect(decimalToCents('1234.5')).toBe(123_450n);
    expect(decimalToCents('-2.50')).toBe(-250n);
    expect(decimalToCents('0.29')).toBe(29n);
    expect(centsToDecimal(123_450n)).toBe('1234.50');
    expect(centsToDecimal(-5)).toBe('-0.05');
  });

  it('refuses anything else', () => {
    for (const bad of ['1.234', '+1', '1.', '.5', '1e2', '', 'R5']) {
      expect(decimalToCents(bad), bad).toBeNull();
    }
    expect(() => centsToDecimal(1.5)).toThrow(RangeError);
  });
});

describe('paths', () => {
  it('gives the server the same paths with a parameter in place of the id', () => {
    expect(route(paths.assignedOrders)).toBe('/dashboard/assigned-orders/');
    expect(route(paths.sendReport, 'orderId')).toBe('/dashboard/send-inspection-report/:orderId/');
    expect(paths.sendReport(7)).toBe('dashboard/send-inspection-report/7/');
  });
});
