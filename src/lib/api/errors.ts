// Turns an API error into the message the spec asks for (server's words first, then a fallback).
import { DECODE_MESSAGE } from '@contract/wire/decodeError';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { fieldErrors, textAt } from './drf';
import { msg } from '../text/messages';
import { isOnline } from '../offline/online';

type Body = Record<string, unknown>;

const isRecord = (value: unknown): value is Body => typeof value === 'object' && value !== null;

function isFetchError(error: unknown): error is FetchBaseQueryError {
  return isRecord(error) && 'status' in error;
}

/**
 * True for an answer the portal could not read: a DecodeError, or what RTK Query keeps of one
 * thrown in an endpoint's transformResponse ({ name, message, stack, code }).
 */
export const isDecodeFailure = (error: unknown): boolean =>
  isRecord(error) && error.name === 'DecodeError';

/**
 * Where and what for an answer the portal could not read, for a "Details:" line:
 * "orders[3].inspection_fees: expected an amount of money, got {…}". Null for any other error.
 */
export function errorDetail(error: unknown): string | null {
  return isDecodeFailure(error) && isRecord(error) && typeof error.code === 'string'
    ? error.code
    : null;
}

/** True when the request never got an answer (no signal, server down, timeout). */
export function isNoResponse(error: unknown): boolean {
  return (
    isFetchError(error) && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR')
  );
}

/**
 * A request that got no answer, in the portal's one vocabulary: "You are offline" when the device
 * has no signal, "The marketplace server is not answering" when it has but the server is silent.
 */
export function noAnswerMessage(): string {
  return isOnline() ? msg.serverNotAnswering : msg.needsConnection;
}

/** The HTTP status of an API error, or undefined when there was no response. */
export function httpStatus(error: unknown): number | undefined {
  if (isFetchError(error)) {
    if (typeof error.status === 'number') return error.status;
    if (error.status === 'PARSING_ERROR') return error.originalStatus;
  }
  return undefined;
}

const bodyOf = (error: unknown): Body | undefined =>
  isFetchError(error) && isRecord(error.data) ? error.data : undefined;

/** Spec section 8's order for a failed login or sign-up: the first of these that says something. */
const AUTH_ERROR_KEYS = ['error', 'non_field_errors', 'username', 'password', 'email'];

/**
 * Login and sign-up failures (spec section 8): the body's error, then the first of
 * non_field_errors, username, password, email; for a refusal (4xx) then DRF's `detail` (SimpleJWT's
 * "No active account found…", a throttle's "Request was throttled…"); the default; or "no response".
 */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (isNoResponse(error)) return msg.noResponse;
  if (isDecodeFailure(error)) return DECODE_MESSAGE;
  const body = bodyOf(error);
  const status = httpStatus(error);
  const refused = status !== undefined && status >= 400 && status < 500;
  if (body)
    return textAt(body, refused ? [...AUTH_ERROR_KEYS, 'detail'] : AUTH_ERROR_KEYS) ?? fallback;
  if (isFetchError(error)) return fallback;
  if (isRecord(error) && typeof error.message === 'string' && error.message) return error.message;
  return fallback;
}

/** Order actions: the server's `error` field when present, otherwise the fallback text. */
export function serverErrorOr(error: unknown, fallback: string): string {
  if (isNoResponse(error)) return noAnswerMessage();
  return textAt(bodyOf(error), ['error']) ?? fallback;
}

/**
 * Forms (application, profile, bank): the server's `error` text for a 4xx answer (e.g. a file over
 * 5 MB or of the wrong type), the fallback for a server fault, "needs a connection" when unanswered.
 */
export function clientErrorOr(error: unknown, fallback: string): string {
  if (isNoResponse(error)) return noAnswerMessage();
  const status = httpStatus(error);
  if (status !== undefined && status >= 400 && status < 500) {
    return textAt(bodyOf(error), ['error']) ?? fallback;
  }
  return fallback;
}

/** A short description for "Error: {message}" displays. */
export function describeError(error: unknown): string {
  if (isNoResponse(error)) return msg.noResponse;
  if (isDecodeFailure(error)) return DECODE_MESSAGE;
  const text = textAt(bodyOf(error), ['error', 'detail']);
  if (text) return text;
  const status = httpStatus(error);
  if (status) return `The server answered ${status}.`;
  if (isRecord(error) && typeof error.message === 'string') return error.message;
  return 'Something went wrong.';
}

/** A 400 answer's field errors (DRF style) placed on a form's fields by `fields` (server key -> field). */
export function serverFieldErrors<K extends string>(
  error: unknown,
  fields: Record<string, K>,
): Partial<Record<K, string>> {
  return fieldErrors(bodyOf(error), fields);
}
