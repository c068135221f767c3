// Reads an amount a vet typed ("1 234.50", "R 250", "12,5") into exact cents, or says what is wrong.
import { centsToDecimal, formatMoney } from './format';
import { msg } from './messages';

/** The largest amount the portal accepts in one go: R 1 000 000.00 (the reference server's limit). */
export const MAX_AMOUNT_CENTS = 100_000_000n;

export type AmountInput =
  | { ok: true; cents: bigint; /** Two-decimal string, e.g. "1234.50". */ decimal: string }
  | { ok: false; message: string };

const fail = (message: string): AmountInput => ({ ok: false, message });

/**
 * Parses without floating point: spaces group thousands, an optional leading "R" is ignored, and a
 * single comma counts as the decimal mark when there is no point ("12,50" is R 12.50, while
 * "1,234" has three decimals and is refused rather than guessed).
 */
export function parseAmountInput(text: string): AmountInput {
  let value = text.replace(/[\s\u00a0\u2009\u202f]/g, '');
  value = value.replace(/^R/i, '');
  if (value === '') return fail(msg.amountMissing);
  if (!value.includes('.')) value = value.replace(',', '.');
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(value);
  if (!match) return fail(msg.amountNotNumber);
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return fail(msg.amountNotNumber);
  if (fraction.length > 2) return fail(msg.amountTooPrecise);
  const digits = whole.replace(/^0+(?=\d)/, '');
  const tooLarge = fail(msg.amountTooLarge(formatMoney(MAX_AMOUNT_CENTS)));
  if (digits.length > 12) return sign === '-' ? fail(msg.amountNotPositive) : tooLarge;
  const cents = BigInt(digits || '0') * 100n + BigInt(fraction.padEnd(2, '0'));
  if (sign === '-' || cents === 0n) return fail(msg.amountNotPositive);
  if (cents > MAX_AMOUNT_CENTS) return tooLarge;
  return { ok: true, cents, decimal: centsToDecimal(cents) };
}
