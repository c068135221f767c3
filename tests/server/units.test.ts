// Pure helpers: money parsing and formatting, SA phone and ID rules, file sniffing, ledger plans.
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { planLedger } from '../../server/db/ledgerPlan.js';
import { withLuhnDigit } from '../../server/db/seed.js';
import { centsToDecimal } from '../../contract/money.js';
import { parseAmountToCents } from '../../server/money.js';
import { parsePaystackVerification } from '../../server/payments/paystack.js';
import { detectFileKind } from '../../server/uploads.js';
import { normalizeLoginPhone } from '../../server/validation.js';
import { saIdProblem } from '../../contract/rules/saId.js';

const isSaIdNumber = (id: string) => saIdProblem(id) === null;
import { parseAppointmentDate, parseAppointmentTime } from '../../contract/rules/appointment.js';

describe('money', () => {
  it('formats cents with two decimals', () => {
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(123450)).toBe('1234.50');
    expect(centsToDecimal(-250)).toBe('-2.50');
    expect(() => centsToDecimal(1.5)).toThrow();
  });

  it('parses amounts strictly, without floating-point drift', () => {
    expect(parseAmountToCents(0.1)).toBe(10);
    expect(parseAmountToCents('0.29')).toBe(29);
    expect(parseAmountToCents(1.1)).toBe(110);
    expect(parseAmountToCents(' 1234.5 ')).toBe(123450);
    expect(parseAmountToCents('1000000.00')).toBe(100_000_000);
    for (const bad of [
      0.1 + 0.2,
      '1000000.01',
      '-1',
      '+1',
      '1.',
      '.5',
      '1e2',
      NaN,
      Infinity,
      null,
      {},
      '0',
    ]) {
      expect(parseAmountToCents(bad), inspect(bad)).toBeNull();
    }
  });
});

describe('South African numbers', () => {
  it('normalises login phone numbers', () => {
    expect(normalizeLoginPhone('0821234567')).toBe('27821234567');
    expect(normalizeLoginPhone('821234567')).toBe('27821234567');
    expect(normalizeLoginPhone('27821234567')).toBe('27821234567');
    expect(normalizeLoginPhone('+27 (82) 123-4567')).toBe('27821234567');
    expect(normalizeLoginPhone('verified@vets.example')).toBeNull();
    expect(normalizeLoginPhone('0021234567')).toBeNull();
  });

  it('checks ID numbers by date and Luhn digit', () => {
    const id = withLuhnDigit('870415062008');
    expect(isSaIdNumber(id)).toBe(true);
    expect(isSaIdNumber('8001015009087')).toBe(true); // a widely published valid example
    expect(isSaIdNumber(`${id.slice(0, 12)}${(Number(id[12]) + 5) % 10}`)).toBe(false);
    expect(isSaIdNumber(withLuhnDigit('870431062008'))).toBe(false);
  });
});

describe('appointments', () => {
  it('accepts real dates and 12-hour times', () => {
    expect(parseAppointmentDate('29-02-2028')).toBe('29-02-2028');
    expect(parseAppointmentDate('29-02-2027')).toBeNull();
    expect(parseAppointmentTime('12:00 pm')).toBe('12:00 PM');
    expect(parseAppointmentTime('7:15AM')).toBe('07:15 AM');
    expect(parseAppointmentTime('00:15 AM')).toBeNull();
  });
});

describe('file sniffing', () => {
  const bytes = (...values: (number | string)[]): Buffer =>
    Buffer.concat(
      values.map((v) => (typeof v === 'string' ? Buffer.from(v, 'latin1') : Buffer.from([v]))),
    );

  it('recognises PDF, PNG, JPEG, GIF, WEBP and HEIC by content', () => {
    expect(detectFileKind(bytes('%PDF-1.7'))).toBe('pdf');
    expect(detectFileKind(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(detectFileKind(bytes(0xff, 0xd8, 0xff, 0xdb))).toBe('jpeg');
    expect(detectFileKind(bytes('GIF89a', 0))).toBe('gif');
    expect(detectFileKind(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('webp');
    expect(detectFileKind(bytes(0, 0, 0, 0x18, 'ftypheic', 0, 0, 0, 0))).toBe('heic');
    expect(detectFileKind(bytes(0, 0, 0, 0x18, 'ftypmif1', 0, 0, 0, 0))).toBe('heic');
  });

  it('refuses everything else', () => {
    expect(detectFileKind(bytes('MZ', 0x90, 0))).toBeNull();
    expect(detectFileKind(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(detectFileKind(bytes(0, 0, 0, 0x18, 'ftypisom', 0, 0, 0, 0))).toBeNull(); // MP4
    expect(detectFileKind(Buffer.alloc(0))).toBeNull();
  });
});

describe('ledger plans', () => {
  it.each([1, 2, 5, 36, 1000])(
    'plans %i transactions landing on the target, never negative',
    (count) => {
      const fixed = [
        {
          reference: 'INS-ORD-1',
          description: 'Inspection fee for order ORD-1',
          type: 'credit' as const,
          amountCents: 85_000,
          createdAt: new Date('2026-06-01T00:00:00Z').toISOString(),
        },
      ];
      const plan = planLedger({
        count,
        startCents: 0,
        targetCents: 425_000,
        from: new Date('2026-01-01T00:00:00Z'),
        to: new Date('2026-07-01T00:00:00Z'),
        fixed,
      });
      expect(plan.transactions).toHaveLength(count);
      expect(plan.endCents).toBe(425_000);
      let running = 0;
      for (const tx of plan.transactions) {
        running += tx.type === 'credit' ? tx.amountCents : -tx.amountCents;
        expect(tx.amountCents).toBeGreaterThan(0);
        expect(running).toBeGreaterThanOrEqual(0);
      }
      expect(running).toBe(425_000);
      expect(new Set(plan.transactions.map((t) => t.reference)).size).toBe(count);
    },
  );
});

describe('Paystack responses', () => {
  it('accepts only successful ZAR charges for the same reference', () => {
    const ok = {
      status: true,
      data: { status: 'success', reference: 'R1', amount: 1050, currency: 'ZAR' },
    };
    expect(parsePaystackVerification(ok, 'R1')).toEqual({
      reference: 'R1',
      amountCents: 1050,
      currency: 'ZAR',
      paidBy: null,
    });
    expect(parsePaystackVerification(ok, 'R2')).toBeNull();
    expect(parsePaystackVerification({ ...ok, status: false }, 'R1')).toBeNull();
    expect(
      parsePaystackVerification({ status: true, data: { ...ok.data, amount: 10.5 } }, 'R1'),
    ).toBeNull();
    expect(parsePaystackVerification('<html>', 'R1')).toBeNull();
  });
});
