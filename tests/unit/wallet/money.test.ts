// Money shown and typed: R formatting from exact decimals, and parsing of what a vet types.
import { MAX_AMOUNT_CENTS } from '@contract/limits';
import { describe, expect, it } from 'vitest';
import { formatMoney, toCents } from '@/lib/text/format';
import { msg } from '@/lib/text/messages';
import { parseAmountInput } from '@/lib/forms/moneyInput';

const MAX_CENTS = BigInt(MAX_AMOUNT_CENTS);

const nbsp = '\u00a0';

describe('formatMoney', () => {
  it('shows R, two decimals and South African thousands grouping', () => {
    expect(formatMoney('1234.5')).toBe(`R${nbsp}1${nbsp}234.50`);
    expect(formatMoney('1234567.89')).toBe(`R${nbsp}1${nbsp}234${nbsp}567.89`);
    expect(formatMoney('0.1')).toBe(`R${nbsp}0.10`);
  });

  it('shows R 0.00 for an empty wallet or a missing value', () => {
    expect(formatMoney('0.00')).toBe(`R${nbsp}0.00`);
    expect(formatMoney(undefined)).toBe(`R${nbsp}0.00`);
    expect(formatMoney('')).toBe(`R${nbsp}0.00`);
  });

  it('keeps exact cents where floating point would drift', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in floating point; cents add exactly.
    expect(formatMoney(toCents('0.10') + toCents('0.20'))).toBe(`R${nbsp}0.30`);
    expect(toCents('99999999999.99')).toBe(9_999_999_999_999n);
  });
});

describe('parseAmountInput', () => {
  const ok = (text: string) => {
    const result = parseAmountInput(text);
    if (!result.ok) throw new Error(`expected ${text} to parse, got: ${result.message}`);
    return result;
  };
  const message = (text: string) => {
    const result = parseAmountInput(text);
    if (result.ok) throw new Error(`expected ${text} to be refused`);
    return result.message;
  };

  it('reads plain amounts into exact cents', () => {
    expect(ok('250').cents).toBe(25_000n);
    expect(ok('0.5').cents).toBe(50n);
    expect(ok('.75').cents).toBe(75n);
    expect(ok('12.34').decimal).toBe('12.34');
    expect(ok('5.').decimal).toBe('5.00');
  });

  it('accepts spaces between thousands, an R prefix and a decimal comma', () => {
    expect(ok('1 234.50').cents).toBe(123_450n);
    expect(ok(`R${nbsp}1${nbsp}234.50`).cents).toBe(123_450n);
    expect(ok('R 80').cents).toBe(8_000n);
    expect(ok('12,50').cents).toBe(1_250n);
  });

  it('asks for an amount when the field is empty', () => {
    expect(message('')).toBe(msg.amountMissing);
    expect(message('   ')).toBe(msg.amountMissing);
  });

  it('refuses zero and negative amounts', () => {
    expect(message('0')).toBe(msg.amountNotPositive);
    expect(message('0.00')).toBe(msg.amountNotPositive);
    expect(message('-5')).toBe(msg.amountNotPositive);
    expect(message('-0.01')).toBe(msg.amountNotPositive);
  });

  it('refuses text that is not a plain number, including exponents', () => {
    expect(message('1e3')).toBe(msg.amountNotNumber);
    expect(message('abc')).toBe(msg.amountNotNumber);
    expect(message('12.3.4')).toBe(msg.amountNotNumber);
    expect(message('.')).toBe(msg.amountNotNumber);
    expect(message('Infinity')).toBe(msg.amountNotNumber);
  });

  it('refuses more than two decimals instead of rounding', () => {
    expect(message('12.345')).toBe(msg.amountTooPrecise);
    expect(message('12,345.678')).toBe(msg.amountTooPrecise);
  });

  it('reads commas and spaces that group thousands as one thousand, not as decimals', () => {
    expect(ok('1,000').cents).toBe(100_000n);
    expect(ok('1 000').cents).toBe(100_000n);
    expect(ok('R 1,234.50').cents).toBe(123_450n);
    expect(ok('999,999.99').cents).toBe(99_999_999n);
    expect(message('12,345,678')).toBe(msg.amountTooLarge(formatMoney(MAX_CENTS)));
  });

  it('still reads a single comma before one or two digits as the decimal mark', () => {
    expect(ok('12,5').cents).toBe(1_250n);
    expect(ok('1000,25').cents).toBe(100_025n);
    expect(message('1,2345')).toBe(msg.amountTooPrecise);
    expect(message('1,00,000')).toBe(msg.amountNotNumber);
  });

  it('refuses absurdly large amounts', () => {
    const tooLarge = msg.amountTooLarge(formatMoney(MAX_CENTS));
    expect(ok('1000000').cents).toBe(MAX_CENTS);
    expect(message('1000000.01')).toBe(tooLarge);
    expect(message('99999999999999999999999')).toBe(tooLarge);
  });
});
