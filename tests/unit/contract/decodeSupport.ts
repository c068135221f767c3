// Shared by the decoder tests: catching the DecodeError a decoder throws.
import { DecodeError } from '@contract/wire/decodeError';

/** The DecodeError `run` throws (fails the test when it throws none or another error). */
export function decodeErrorOf(run: () => unknown): DecodeError {
  try {
    run();
  } catch (error) {
    if (error instanceof DecodeError) return error;
    throw error;
  }
  throw new Error('expected a DecodeError, none was thrown');
}
