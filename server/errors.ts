// DRF-style error bodies, the HttpError that carries them, and the app-wide error handler.
import type { FastifyInstance } from 'fastify';
import { sharedMsg } from '../contract/messages.js';

export type ErrorBody = { error: string } | Record<string, string[]>;
export type FieldErrors = Record<string, string[]>;

export const REQUIRED = 'This field is required.';

/** An error that becomes an HTTP response with the given status and JSON body. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly body: ErrorBody;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, body: ErrorBody, headers: Record<string, string> = {}) {
    super(typeof body.error === 'string' ? body.error : 'Invalid request.');
    this.statusCode = statusCode;
    this.body = body;
    this.headers = headers;
  }
}

export function httpError(statusCode: number, message: string): HttpError {
  return new HttpError(statusCode, { error: message });
}

/** Collects per-field messages; throwIfAny() raises a 400 when any were added. */
export class FieldErrorCollector {
  readonly errors: FieldErrors = {};

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  has(field?: string): boolean {
    return field === undefined ? Object.keys(this.errors).length > 0 : field in this.errors;
  }

  throwIfAny(): void {
    if (this.has()) throw new HttpError(400, this.errors);
  }
}

function errorCode(error: unknown): string {
  if (error instanceof Error && 'code' in error && typeof error.code === 'string')
    return error.code;
  return '';
}

function errorStatus(error: unknown): number {
  if (!(error instanceof Error)) return 500;
  const status =
    'statusCode' in error ? error.statusCode : 'status' in error ? error.status : undefined;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

const CODE_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported media type.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid Content-Length.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Expected a multipart/form-data request.',
  FST_FILES_LIMIT: 'Too many files in one request.',
  FST_FIELDS_LIMIT: 'Too many fields in one request.',
  FST_PARTS_LIMIT: 'Too many parts in one request.',
  FST_REQ_FILE_TOO_LARGE: sharedMsg.fileTooLarge,
  FST_PROTO_VIOLATION: 'Malformed multipart request.',
  FST_INVALID_JSON_FIELD_ERROR: 'Malformed multipart request.',
};

const STATUS_MESSAGES: Record<number, string> = {
  403: 'Forbidden.',
  404: 'Not found.',
  405: 'Method not allowed.',
  413: 'Request body is too large.',
  415: 'Unsupported media type.',
};

/** Maps any thrown error to a JSON body; never leaks stack traces or internal messages. */
export function registerErrorHandlers(app: FastifyInstance, logToConsole: boolean): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    const status = errorStatus(error);
    if (status < 500) {
      const message =
        CODE_MESSAGES[errorCode(error)] ??
        STATUS_MESSAGES[status] ??
        (errorCode(error).startsWith('FST_ERR_CTP')
          ? 'Malformed request body.'
          : 'Invalid request.');
      return reply.code(status).send({ error: message });
    }
    if (errorCode(error) === 'SQLITE_FULL' || errorCode(error) === 'ENOSPC') {
      // A full disk is the server's trouble: the client keeps its work and retries later.
      return reply
        .code(507)
        .header('retry-after', '300')
        .send({ error: 'The server has no room to store this just now. Please try again later.' });
    }
    request.log.error({ err: error }, 'unhandled error');
    if (logToConsole) console.error(error);
    return reply.code(500).send({ error: 'A server error occurred.' });
  });
}
