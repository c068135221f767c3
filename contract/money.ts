// Money on the wire: two-decimal strings ("1234.50") to and from exact integer cents, never floating point.

const WIRE_DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** A decimal string with at most two decimals ("1234.5", "-2.50") as exact cents; null otherwise. */
export function decimalToCents(text: string): bigint | null {
  const match = WIRE_DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** Cents as the API writes them: two decimals, e.g. 123450 -> "1234.50" (whole cents only). */
export function centsToDecimal(cents: bigint | number): string {
  if (typeof cents === 'number' && !Number.isSafeInteger(cents)) {
    throw new RangeError(`Not a whole number of cents: ${cents}`);
  }
  const value = BigInt(cents);
  const abs = value < 0n ? -value : value;
  const text = `${(abs / 100n).toString()}.${(abs % 100n).toString().padStart(2, '0')}`;
  return value < 0n ? `-${text}` : text;
}
