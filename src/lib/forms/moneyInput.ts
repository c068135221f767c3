// Reads an amount a vet typed ("1 234.50", "R 250", "12,5") into exact cents, or says what is wrong.
import { MAX_AMOUNT_CENTS } from '@contract/limits';
import { centsToDecimal, decimalToCents } from '@contract/money';
import { formatMoney } from '../text/format';
import { msg } from '../text/messages';

export type AmountInput =
  | { ok: true; cents: bigint; /** Two-decimal string, e.g. "1234.50". */ decimal: string }
  | { ok: false; message: string };

const fail = (message: string): AmountInput => ({ ok: false, message });

/** Commas that group thousands: "1,000", "12,345,678.90" (three digits after each comma). */
const COMMA_GROUPED = /^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/;

/**
 * Parses without floating point: spaces group thousands, an optional leading "R" is ignored;
 * commas followed by groups of three digits group thousands ("1,000" is R 1 000.00), and any
 * other single comma is the decimal mark when there is no point ("12,50" is R 12.50). The
 * amount may be at most `maxCents` (the contract's limit for one payment unless told otherwise).
 */
export function parseAmountInput(text: string, maxCents: number = MAX_AMOUNT_CENTS): AmountInput {
  let value = text.replace(/[\s\u00a0\u2009\u202f]/g, '');
  value = value.replace(/^R/i, '');
  if (value === '') return fail(msg.amountMissing);
  if (COMMA_GROUPED.test(value)) value = value.replace(/,/g, '');
  else if (!value.includes('.')) value = value.replace(',', '.');
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(value);
  if (!match) return fail(msg.amountNotNumber);
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return fail(msg.amountNotNumber);
  if (fraction.length > 2) return fail(msg.amountTooPrecise);
  // Now a plain decimal: the contract reads it into cents, as the server does.
  const cents = decimalToCents(`${sign === '-' ? '-' : ''}${whole || '0'}.${fraction || '0'}`);
  if (cents === null) return fail(msg.amountNotNumber);
  if (cents <= 0n) return fail(msg.amountNotPositive);
  const max = BigInt(maxCents);
  if (cents > max) return fail(msg.amountTooLarge(formatMoney(max)));
  return { ok: true, cents, decimal: centsToDecimal(cents) };
}
