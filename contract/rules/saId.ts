// The South African ID number rule both sides apply: 13 digits, a real YYMMDD birth date, citizenship 0 or 1, Luhn.

import { isRealDate } from './calendar.js';

export type SaIdProblem = 'length' | 'date' | 'citizenship' | 'checkDigit';

/** The Luhn check digit that completes the first 12 digits of an ID number. */
export function luhnCheckDigit(first12: string): string {
  let sum = 0;
  for (let i = 0; i < first12.length; i += 1) {
    let d = Number(first12[first12.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

/** What is wrong with an ID number (digits only, as stored), or null when it is valid. */
export function saIdProblem(id: string): SaIdProblem | null {
  if (!/^\d{13}$/.test(id)) return 'length';
  const yy = Number(id.slice(0, 2));
  // 19yy and 20yy agree on leap years except for 00, where 2000 was one (29 Feb 2000 exists).
  const year = yy === 0 ? 2000 : 1900 + yy;
  if (!isRealDate(year, Number(id.slice(2, 4)), Number(id.slice(4, 6)))) return 'date';
  if (id[10] !== '0' && id[10] !== '1') return 'citizenship';
  return luhnCheckDigit(id.slice(0, 12)) === id[12] ? null : 'checkDigit';
}
