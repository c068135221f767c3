// Money as integer cents on the server: strict parsing of incoming amounts (the wire format is the contract's).
import { MAX_AMOUNT_CENTS } from '../contract/limits.js';
import { decimalToCents } from '../contract/money.js';

/**
 * Parses a positive amount given as a numeric string (for JSON numbers: their source text, see
 * exactField) with at most two decimals and at most `maxCents`, without floating-point
 * arithmetic; exponent forms are refused. Returns null when it is not valid.
 */
export function parseAmountToCents(
  input: unknown,
  maxCents: number = MAX_AMOUNT_CENTS,
): number | null {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return null;
    text = String(input);
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return null;
  }
  const cents = decimalToCents(text);
  if (cents === null || cents <= 0n || cents > BigInt(maxCents)) return null;
  return Number(cents);
}
