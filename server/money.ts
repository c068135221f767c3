// Money as integer cents: strict parsing of incoming amounts and two-decimal strings going out.
export const MAX_AMOUNT_CENTS = 100_000_000; // R 1 000 000.00

const AMOUNT_PATTERN = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** Formats integer cents as a decimal string with two decimals, e.g. 123450 -> "1234.50". */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const rand = Math.trunc(abs / 100);
  const rest = abs % 100;
  return `${sign}${rand}.${rest.toString().padStart(2, '0')}`;
}

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
  const match = AMOUNT_PATTERN.exec(text);
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').padEnd(2, '0');
  const cents = Number(whole) * 100 + Number(fraction);
  if (!Number.isSafeInteger(cents) || cents <= 0 || cents > maxCents) return null;
  return cents;
}
