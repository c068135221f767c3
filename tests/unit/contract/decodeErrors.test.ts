// How the app's error helpers tell a decode failure: the friendly message for "Error: …" displays, the field and detail for "Details: …".
import { authMsg } from '@/features/auth/messages';
import { DECODE_MESSAGE, DecodeError } from '@contract/wire/decodeError';
import { decodeOrders } from '@contract/wire/order';
import { describe, expect, it } from 'vitest';
import { authErrorMessage, describeError, errorDetail } from '@/lib/api/errors';
import { decodeErrorOf } from './decodeSupport';

/** What RTK Query keeps of an error thrown in transformResponse (its miniSerializeError). */
const serialized = (error: DecodeError) => ({
  name: error.name,
  message: error.message,
  stack: error.stack,
  code: error.code,
});

describe('decode failures in the error helpers', () => {
  const thrown = decodeErrorOf(() => decodeOrders([{ id: 1, inspection_fees: '4,50' }]));

  it('describe the failure with the friendly message, thrown or as RTK Query keeps it', () => {
    expect(describeError(thrown)).toBe(DECODE_MESSAGE);
    expect(describeError(serialized(thrown))).toBe(DECODE_MESSAGE);
    expect(authErrorMessage(serialized(thrown), authMsg.loginFailed)).toBe(DECODE_MESSAGE);
  });

  it('give the field and what was wrong as the detail', () => {
    expect(thrown.field).toBe('orders[0].vet_completed');
    expect(errorDetail(serialized(thrown))).toBe(
      'orders[0].vet_completed: expected true or false, got nothing',
    );
    expect(errorDetail(thrown)).toBe(errorDetail(serialized(thrown)));
  });

  it('give no detail for other errors', () => {
    expect(errorDetail({ status: 500, data: { error: 'boom' } })).toBeNull();
    expect(errorDetail({ name: 'Error', message: 'Aborted' })).toBeNull();
    expect(errorDetail(undefined)).toBeNull();
  });
});
