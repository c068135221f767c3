// The field decoders every API answer is read with: what each accepts from the spec and DRF, and the DecodeError for the rest.
import { decoder, list, record, type Schema } from '@contract/wire/decode';
import { DECODE_MESSAGE } from '@contract/wire/decodeError';
import * as fields from '@contract/wire/fields';
import { HEALTH_STATES } from '@contract/limits';
import { appointmentDateFromWire, appointmentTimeFromWire } from '@contract/rules/appointment';
import { describe, expect, it } from 'vitest';
import { fromApiDate, fromApiTime } from '@/features/orders/appointment';
import { formatDateTime, formatDay } from '@/lib/text/format';
import { decodeErrorOf } from './decodeSupport';

/** A field's schema as a decoder of one value, its errors named from `field`. */
type Decoder<T> = (value: unknown, field: string) => T;
const reader =
  <S extends Schema>(schema: S): Decoder<ReturnType<ReturnType<typeof decoder<S>>>> =>
  (value, field) =>
    decoder(schema, field)(value);

const accountNumber = reader(fields.accountNumber);
const appointmentDate = reader(fields.appointmentDate);
const appointmentTime = reader(fields.appointmentTime);
const dateTime = reader(fields.dateTime);
const flag = reader(fields.flag);
const id = reader(fields.id);
const money = reader(fields.money);
const optionalText = reader(fields.optionalText);
const phone = reader(fields.phone);
const requiredText = reader(fields.requiredText);
const text = reader(fields.text);
const oneOf = <const T extends string>(choices: readonly T[]) => reader(fields.oneOf(choices));

const refuses = <T>(decode: Decoder<T>, value: unknown) => decodeErrorOf(() => decode(value, 'x'));

describe('DecodeError', () => {
  it('says the friendly text and carries the field, the detail and both as its code', () => {
    const error = refuses(money, { amount: 450 });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('DecodeError');
    expect(error.message).toBe(
      'The marketplace server sent something this portal does not understand.',
    );
    expect(error.message).toBe(DECODE_MESSAGE);
    expect(error.field).toBe('x');
    expect(error.detail).toBe('expected an amount of money, got {…}');
    expect(error.code).toBe('x: expected an amount of money, got {…}');
  });

  it('shows what arrived briefly: long text cut, lists and objects not opened', () => {
    expect(refuses(id, 'a'.repeat(100)).detail).toBe(`expected an id, got "${'a'.repeat(38)}…`);
    expect(refuses(id, [1, 2]).detail).toBe('expected an id, got […]');
    expect(refuses(id, undefined).detail).toBe('expected an id, got nothing');
    expect(refuses(id, null).detail).toBe('expected an id, got null');
    expect(refuses(id, true).detail).toBe('expected an id, got true');
  });
});

describe('ids', () => {
  it('reads whole numbers and whole numbers written as text', () => {
    expect(id(42, 'x')).toBe(42);
    expect(id('42', 'x')).toBe(42);
    expect(id(0, 'x')).toBe(0);
  });

  it('refuses anything else', () => {
    for (const bad of [4.5, -1, '4.5', '', 'abc', null, undefined, true, 2 ** 60, {}]) {
      expect(refuses(id, bad).field).toBe('x');
    }
  });
});

describe('money', () => {
  it('reads decimal text and JSON numbers as the canonical two-decimal text', () => {
    expect(money('1500.00', 'x')).toBe('1500.00');
    expect(money('1500.5', 'x')).toBe('1500.50');
    expect(money('1500', 'x')).toBe('1500.00');
    expect(money('1500.500', 'x')).toBe('1500.50');
    expect(money('-2.5', 'x')).toBe('-2.50');
    expect(money(1500, 'x')).toBe('1500.00');
    expect(money(1500.5, 'x')).toBe('1500.50');
    expect(money(0.29, 'x')).toBe('0.29');
    expect(money(0, 'x')).toBe('0.00');
    expect(money('007.50', 'x')).toBe('7.50');
    expect(money('-0.00', 'x')).toBe('0.00');
  });

  it('refuses NaN, Infinity, more than two decimals and what is not money', () => {
    for (const bad of [NaN, Infinity, 1.234, 0.1 + 0.2, '1.234', '1e3', 'R5', '', null, {}]) {
      expect(refuses(money, bad).detail).toMatch(/^expected an amount of money, got /);
    }
  });
});

describe('texts, account numbers and phones', () => {
  it('reads display text, with not set as the type says', () => {
    expect(text('Pretoria', 'x')).toBe('Pretoria');
    expect(text(null, 'x')).toBe('');
    expect(text(undefined, 'x')).toBe('');
    expect(text(8001015009087, 'x')).toBe('8001015009087');
    expect(optionalText('', 'x')).toBeNull();
    expect(optionalText(null, 'x')).toBeNull();
    expect(optionalText('https://cdn.example/a.jpg', 'x')).toBe('https://cdn.example/a.jpg');
    expect(refuses(text, { first: 'A' }).detail).toBe('expected text, got {…}');
    expect(refuses(requiredText, '').detail).toBe('expected text, got ""');
    expect(refuses(requiredText, null).field).toBe('x');
  });

  it('reads account numbers sent as numbers, keeping "0" for no bank account', () => {
    expect(accountNumber(12345678, 'x')).toBe('12345678');
    expect(accountNumber(0, 'x')).toBe('0');
    expect(accountNumber('0', 'x')).toBe('0');
    expect(accountNumber('62012345678', 'x')).toBe('62012345678');
    expect(accountNumber(null, 'x')).toBe('');
    expect(accountNumber('', 'x')).toBe('');
    // Past 2^53 a JSON number has already lost digits: refused rather than shown wrong.
    expect(refuses(accountNumber, JSON.parse('62012345678901234')).detail).toMatch(
      /^expected digits/,
    );
    expect(refuses(accountNumber, -5).field).toBe('x');
  });

  it('reads phones sent as numbers; null, "", 0 and "0" are not set', () => {
    expect(phone(27821234567, 'x')).toBe('27821234567');
    expect(phone('27821234567', 'x')).toBe('27821234567');
    for (const unset of [null, undefined, '', 0, '0']) expect(phone(unset, 'x')).toBeNull();
  });
});

describe('flags and choices', () => {
  it('reads true and false, and 1 and 0', () => {
    expect(flag(true, 'x')).toBe(true);
    expect(flag(0, 'x')).toBe(false);
    expect(flag(1, 'x')).toBe(true);
    for (const bad of ['true', null, undefined, 2]) {
      expect(refuses(flag, bad).detail).toMatch(/^expected true or false/);
    }
  });

  it('reads a choice in any letter case, spelled the canonical way', () => {
    const health = oneOf(HEALTH_STATES);
    expect(health('excellent', 'x')).toBe('Excellent');
    expect(health('POOR', 'x')).toBe('Poor');
    expect(health(' good ', 'x')).toBe('Good');
    expect(health('Average', 'x')).toBe('Average');
    expect(refuses(health, 7).detail).toBe('expected one of Excellent, Good, Average, Poor, got 7');
    expect(refuses(health, 'Sick').detail).toBe(
      'expected one of Excellent, Good, Average, Poor, got "Sick"',
    );
  });
});

describe('dates and times', () => {
  it('reads ISO datetimes with or without zone and fraction, keeping the instant', () => {
    expect(dateTime('2026-11-29T10:30:00.123456Z', 'x')).toBe('2026-11-29T10:30:00.123456Z');
    expect(dateTime('2026-11-29T10:30:00+02:00', 'x')).toBe('2026-11-29T10:30:00+02:00');
    expect(dateTime('2026-11-29 10:30:00+0200', 'x')).toBe('2026-11-29T10:30:00+02:00');
    expect(dateTime('2026-11-29T10:30', 'x')).toBe('2026-11-29T10:30:00');
    expect(dateTime('2026-11-29', 'x')).toBe('2026-11-29');
    expect(dateTime('29-11-2026', 'x')).toBe('2026-11-29');
  });

  it('keeps the last days of a month only where the month has them', () => {
    expect(dateTime('2028-02-29T23:59:59.999Z', 'x')).toBe('2028-02-29T23:59:59.999Z');
    expect(dateTime('2026-12-31T00:00:00-05:30', 'x')).toBe('2026-12-31T00:00:00-05:30');
    expect(dateTime('2026-04-30T10:00:00z', 'x')).toBe('2026-04-30T10:00:00Z');
  });

  it('gives text the app formats: the same day and time as the server meant', () => {
    expect(formatDay(dateTime('29-11-2026', 'x'))).toBe('29 Nov 2026');
    expect(formatDay(dateTime('2026-11-29', 'x'))).toBe('29 Nov 2026');
    expect(formatDateTime(dateTime('2026-11-29T10:30:00.123456', 'x'))).toBe('29 Nov 2026, 10:30');
    const zoned = dateTime('2026-11-29T08:15:00.123456+02:00', 'x');
    expect(new Date(zoned).toISOString()).toBe('2026-11-29T06:15:00.123Z');
    expect(formatDay(zoned)).not.toBe('');
  });

  it('refuses what is not a date', () => {
    for (const bad of [
      '2026-02-30',
      '31-04-2026',
      '2026-11-29T25:00:00Z',
      '2026-11-29T10:00:00+25:00',
      '2026-04-31T10:00:00Z',
      '2026-02-29T10:00:00.5+02:00',
      '0099-01-01T10:00:00Z',
      'yesterday',
      '',
      1764403200,
    ]) {
      expect(refuses(dateTime, bad).detail).toMatch(/^expected a date, got /);
    }
  });

  it('reads appointment dates in the spec’s dd-MM-yyyy and DRF’s ISO form as dd-MM-yyyy', () => {
    expect(appointmentDateFromWire('2026-11-29')).toBe('29-11-2026');
    expect(appointmentDateFromWire('29-11-2026')).toBe('29-11-2026');
    expect(appointmentDateFromWire('2026-02-30')).toBeNull();
    // As the portal writes them: kept, and checked against the calendar past the 28th.
    expect(appointmentDateFromWire('28-02-2027')).toBe('28-02-2027');
    expect(appointmentDateFromWire('29-02-2027')).toBeNull();
    expect(appointmentDateFromWire('29-02-2028')).toBe('29-02-2028');
    expect(appointmentDateFromWire('31-04-2026')).toBeNull();
    expect(appointmentDateFromWire('00-04-2026')).toBeNull();
    expect(appointmentDateFromWire('15-13-2026')).toBeNull();
    expect(appointmentDateFromWire(' 15-06-2030 ')).toBe('15-06-2030');
    expect(appointmentDate('2026-11-29', 'x')).toBe('29-11-2026');
    expect(fromApiDate(appointmentDate('2026-11-29', 'x'))).toBe('2026-11-29');
    expect(appointmentDate(null, 'x')).toBeNull();
    expect(appointmentDate('', 'x')).toBeNull();
    expect(refuses(appointmentDate, '29/11/2026').detail).toBe(
      'expected a date (dd-MM-yyyy), got "29/11/2026"',
    );
  });

  it('reads appointment times in the spec’s hh:mm AM and DRF’s 24-hour form as hh:mm AM', () => {
    expect(appointmentTimeFromWire('10:30 AM')).toBe('10:30 AM');
    expect(appointmentTimeFromWire('9:05 pm')).toBe('09:05 PM');
    expect(appointmentTimeFromWire('13:00 PM')).toBeNull();
    expect(appointmentTimeFromWire('00:30 AM')).toBeNull();
    expect(appointmentTimeFromWire('10:30:00')).toBe('10:30 AM');
    expect(appointmentTimeFromWire('14:05')).toBe('02:05 PM');
    expect(appointmentTimeFromWire('00:15:00.000000')).toBe('12:15 AM');
    expect(appointmentTimeFromWire('12:00:00')).toBe('12:00 PM');
    expect(appointmentTimeFromWire('24:00:00')).toBeNull();
    expect(appointmentTime('16:45:00', 'x')).toBe('04:45 PM');
    expect(fromApiTime(appointmentTime('16:45:00', 'x'))).toBe('16:45');
    expect(appointmentTime(null, 'x')).toBeNull();
    expect(refuses(appointmentTime, 'noon').field).toBe('x');
  });
});

describe('objects and lists', () => {
  it('reads known fields only, each error naming its path', () => {
    const thing = decoder(record({ id: fields.id, price: fields.money }), 'thing');
    expect(decodeErrorOf(() => thing({ id: '7', extra: { deep: true } })).field).toBe(
      'thing.price',
    );
    expect(decoder(record({ id: fields.id }), 'thing')({ id: '7', extra: { deep: true } })).toEqual(
      {
        id: 7,
      },
    );
    expect(decodeErrorOf(() => thing([])).detail).toBe('expected an object, got […]');
  });

  it('reads a JSON array or the first page of a DRF paginated list', () => {
    const ids = reader(list(fields.id));
    expect(ids([1, '2'], 'ids')).toEqual([1, 2]);
    expect(
      ids(
        { count: 40, next: 'https://api.example/x/?page=2', previous: null, results: [3] },
        'ids',
      ),
    ).toEqual([3]);
    expect(decodeErrorOf(() => ids([1, 'two'], 'ids')).field).toBe('ids[1]');
    expect(decodeErrorOf(() => ids({ results: 'none' }, 'ids')).field).toBe('ids');
    expect(decodeErrorOf(() => ids(null, 'ids')).detail).toBe('expected a list, got null');
  });
});
