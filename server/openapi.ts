// The OpenAPI 3.1 document of every endpoint the portal calls, built from the contract's schemas (served at /api/openapi.json, written into dist/).
import { toJsonSchemaDefs, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { paths } from '../contract/paths.js';
import {
  loginRequest,
  loginResponse,
  messageResponse,
  registerRequest,
  registerResponse,
  tokenRefreshRequest,
  tokenRefreshResponse,
} from '../contract/wire/auth.js';
import type { Schema } from '../contract/wire/decode.js';
import {
  appointmentBody,
  order,
  orderChangeResponse,
  orderList,
  product,
  REPORT_CERTIFICATE_FIELD,
  reportRequest,
  seller,
} from '../contract/wire/order.js';
import {
  APPLICATION_FILE_FIELDS,
  applicationRequest,
  bankUpdate,
  PROFILE_FILE_FIELDS,
  profile,
  profileUpdate,
  vetApplication,
} from '../contract/wire/profile.js';
import {
  amountRequest,
  loadWalletRequest,
  loadWalletResponse,
  sandboxCheckout,
  transaction,
  transactionList,
  walletBalance,
  withdrawResponse,
} from '../contract/wire/wallet.js';

/** Where the document is served, under the API's base. */
export const OPENAPI_PATH = 'openapi.json';

/** The error bodies the API answers with: `{"error": "..."}`, or DRF's per-field lists. */
const errorBody = v.union([
  v.object({ error: v.string() }),
  v.object({ detail: v.string() }),
  v.record(v.string(), v.array(v.string())),
]);

/** Every named schema: components.schemas, and what the operations refer to. */
export const SCHEMAS = {
  LoginRequest: loginRequest,
  LoginResponse: loginResponse,
  RegisterRequest: registerRequest,
  RegisterResponse: registerResponse,
  TokenRefreshRequest: tokenRefreshRequest,
  TokenRefreshResponse: tokenRefreshResponse,
  MessageResponse: messageResponse,
  Profile: profile,
  VetApplication: vetApplication,
  ProfileUpdate: profileUpdate,
  BankUpdate: bankUpdate,
  ApplicationRequest: applicationRequest,
  Order: order,
  OrderList: orderList,
  Product: product,
  Seller: seller,
  AppointmentRequest: appointmentBody,
  OrderChangeResponse: orderChangeResponse,
  ReportRequest: reportRequest,
  WalletBalance: walletBalance,
  Transaction: transaction,
  TransactionList: transactionList,
  AmountRequest: amountRequest,
  WithdrawResponse: withdrawResponse,
  LoadWalletRequest: loadWalletRequest,
  LoadWalletResponse: loadWalletResponse,
  SandboxCheckout: sandboxCheckout,
  ErrorBody: errorBody,
} satisfies Record<string, Schema>;

export type Named = keyof typeof SCHEMAS;

const CONVERSION: ConversionConfig = {
  target: 'draft-2020-12',
  // What a server may send (and the portal accepts), before the portal's own reading of it.
  typeMode: 'input',
  overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
  // JSON has no NaN or Infinity: every JSON number is finite.
  overrideAction: ({ valibotAction, jsonSchema }) =>
    valibotAction.type === 'finite' ? jsonSchema : undefined,
};

const ref = (name: Named) => ({ $ref: `#/components/schemas/${name}` });

const json = (name: Named) => ({ 'application/json': { schema: ref(name) } });

/** A binary file part of a multipart body. */
const FILE = { type: 'string', contentMediaType: 'application/octet-stream' };

/** A multipart body: the text fields of `name` and the file fields. */
function multipart(name: Named, files: readonly string[], required: boolean) {
  const fileProperties = Object.fromEntries(files.map((field) => [field, FILE]));
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: required
          ? { allOf: [ref(name), { type: 'object', properties: fileProperties, required: files }] }
          : { allOf: [ref(name), { type: 'object', properties: fileProperties }] },
      },
    },
  };
}

export interface Answer {
  description: string;
  content?: Record<string, { schema: unknown }>;
  headers?: Record<string, unknown>;
}

const ERRORS: Record<number, string> = {
  400: 'The request was refused: `{"error": "..."}`, or `{"field": ["reason", ...]}` per field.',
  401: 'No token, or one that is invalid, expired or revoked (WWW-Authenticate: Bearer).',
  403: 'The account is disabled, or not yet verified for this.',
  404: 'No such thing for this vet (an order, an application, a page past the last).',
  409: 'The same Idempotency-Key is still being answered.',
  413: 'The body is larger than this endpoint takes.',
  415: 'The body is not of a type this endpoint takes.',
  422: 'The Idempotency-Key was used before for another request.',
  429: 'Too many requests: wait as long as Retry-After says.',
  502: 'The payment provider could not be reached.',
  507: 'The server has no room to store this just now (Retry-After says when to try again).',
};

const errors = (...codes: number[]): Record<string, Answer> =>
  Object.fromEntries(
    codes.map((code) => [
      String(code),
      { description: ERRORS[code] ?? '', content: json('ErrorBody') },
    ]),
  );

const ok = (code: number, description: string, name: Named): Record<string, Answer> => ({
  [String(code)]: { description, content: json(name) },
});

const BEARER = [{ bearer: [] }];

const IDEMPOTENCY_KEY = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Retries with the same key are answered as the first time (8-200 visible characters).',
  schema: { type: 'string', minLength: 8, maxLength: 200 },
};

const idIn = (name: string) => ({
  name,
  in: 'path',
  required: true,
  schema: { type: 'integer', minimum: 1 },
});

/** `?page=N`: DRF's pages; without it, the whole list. */
const PAGE = {
  name: 'page',
  in: 'query',
  required: false,
  description: 'A page of DRF-style {count, next, previous, results}; without it, the whole list.',
  schema: { type: 'integer', minimum: 1 },
};

/** The path of an endpoint, with `{name}` for an id. */
const at = (path: string | ((id: string) => string), name = 'id') =>
  `/${typeof path === 'string' ? path : path(`{${name}}`)}`;

/** Signed in, as every endpoint but log-in, registration and refresh is. */
const SIGNED_IN = [401, 403, 429];

export interface Operation {
  operationId: string;
  summary: string;
  security?: typeof BEARER;
  parameters?: readonly object[];
  requestBody?: object;
  responses: Record<string, Answer>;
}

/** The operations by path (under the API's base) and method. */
export function operations(): Record<string, Partial<Record<'get' | 'post' | 'patch', Operation>>> {
  return {
    [at(paths.login)]: {
      post: {
        operationId: 'login',
        summary: 'Sign in with a username (or phone) and password.',
        requestBody: { required: true, content: json('LoginRequest') },
        responses: {
          ...ok(200, 'Signed in: the tokens.', 'LoginResponse'),
          ...errors(400, 401, 413, 415, 429),
        },
      },
    },
    [at(paths.register)]: {
      post: {
        operationId: 'register',
        summary: 'Create a vet account.',
        requestBody: { required: true, content: json('RegisterRequest') },
        responses: {
          ...ok(201, 'Created: the new vet’s tokens.', 'RegisterResponse'),
          ...errors(400, 413, 415, 429),
        },
      },
    },
    [at(paths.tokenRefresh)]: {
      post: {
        operationId: 'refreshToken',
        summary: 'A new access token for a refresh token.',
        requestBody: { required: true, content: json('TokenRefreshRequest') },
        responses: {
          ...ok(
            200,
            'A new access token (and refresh token, when they rotate).',
            'TokenRefreshResponse',
          ),
          ...errors(400, 401, 413, 415, 429),
        },
      },
    },
    [at(paths.logoutEverywhere)]: {
      post: {
        operationId: 'logoutEverywhere',
        summary: 'Revoke every token of this account.',
        security: BEARER,
        responses: {
          ...ok(200, 'Signed out everywhere.', 'MessageResponse'),
          ...errors(401, 413, 429),
        },
      },
    },
    [at(paths.profile)]: {
      get: {
        operationId: 'getProfile',
        summary: 'The signed-in vet’s profile and clinic applications.',
        security: BEARER,
        responses: { ...ok(200, 'The profile.', 'Profile'), ...errors(401, 429) },
      },
    },
    [at(paths.updateProfile)]: {
      patch: {
        operationId: 'updateProfile',
        summary: 'Change the profile (Your Profile) or the bank details (Bank Details).',
        security: BEARER,
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                anyOf: [ref('ProfileUpdate'), ref('BankUpdate')],
                properties: Object.fromEntries(PROFILE_FILE_FIELDS.map((field) => [field, FILE])),
              },
            },
          },
        },
        responses: {
          ...ok(200, 'The profile as it is now.', 'Profile'),
          ...errors(400, ...SIGNED_IN, 413, 415, 507),
        },
      },
    },
    [at(paths.application)]: {
      post: {
        operationId: 'applyAsClinic',
        summary: 'Apply for verification with the clinic’s details and documents.',
        security: BEARER,
        requestBody: multipart('ApplicationRequest', APPLICATION_FILE_FIELDS, true),
        responses: {
          ...ok(201, 'The application, under review.', 'VetApplication'),
          ...errors(400, ...SIGNED_IN, 413, 415, 507),
        },
      },
    },
    [at(paths.reapply)]: {
      patch: {
        operationId: 'reapply',
        summary: 'Apply again after a declined application (no clinic phone or ID number).',
        security: BEARER,
        parameters: [idIn('id')],
        requestBody: multipart('ApplicationRequest', APPLICATION_FILE_FIELDS, false),
        responses: {
          ...ok(200, 'The application, under review again.', 'VetApplication'),
          ...errors(400, ...SIGNED_IN, 404, 413, 415, 507),
        },
      },
    },
    [at(paths.assignedOrders)]: {
      get: {
        operationId: 'assignedOrders',
        summary: 'The orders assigned to the vet that wait for an inspection.',
        security: BEARER,
        responses: {
          ...ok(200, 'The orders: a list, or DRF pages.', 'OrderList'),
          ...errors(...SIGNED_IN),
        },
      },
    },
    [at(paths.completedOrders)]: {
      get: {
        operationId: 'completedOrders',
        summary: 'The orders the vet has reported on.',
        security: BEARER,
        responses: {
          ...ok(200, 'The orders: a list, or DRF pages.', 'OrderList'),
          ...errors(...SIGNED_IN),
        },
      },
    },
    [at(paths.setAppointment, 'orderId')]: {
      post: {
        operationId: 'setAppointment',
        summary: 'Set (or move) the inspection appointment of an order.',
        security: BEARER,
        parameters: [idIn('orderId')],
        requestBody: { required: true, content: json('AppointmentRequest') },
        responses: {
          ...ok(200, 'The order as it is now.', 'OrderChangeResponse'),
          ...errors(400, ...SIGNED_IN, 404, 413, 415),
        },
      },
    },
    [at(paths.cancelOrder, 'orderId')]: {
      post: {
        operationId: 'cancelOrder',
        summary: 'Cancel an order the vet will not inspect.',
        security: BEARER,
        parameters: [idIn('orderId')],
        responses: {
          ...ok(200, 'Cancelled.', 'MessageResponse'),
          ...errors(400, ...SIGNED_IN, 404, 413, 415),
        },
      },
    },
    [at(paths.sendReport, 'orderId')]: {
      post: {
        operationId: 'sendReport',
        summary: 'Send the inspection report of an order, with an optional health certificate.',
        security: BEARER,
        parameters: [idIn('orderId'), IDEMPOTENCY_KEY],
        requestBody: multipart('ReportRequest', [REPORT_CERTIFICATE_FIELD], false),
        responses: {
          ...ok(201, 'Sent: the order as it is now.', 'OrderChangeResponse'),
          ...errors(400, ...SIGNED_IN, 404, 409, 413, 415, 422, 507),
        },
      },
    },
    [at(paths.updateReport, 'orderId')]: {
      patch: {
        operationId: 'updateReport',
        summary: 'Change the report of a completed order.',
        security: BEARER,
        parameters: [idIn('orderId'), IDEMPOTENCY_KEY],
        requestBody: multipart('ReportRequest', [REPORT_CERTIFICATE_FIELD], false),
        responses: {
          ...ok(200, 'Updated: the order as it is now.', 'OrderChangeResponse'),
          ...errors(400, ...SIGNED_IN, 404, 409, 413, 415, 422, 507),
        },
      },
    },
    [at(paths.walletBalance)]: {
      get: {
        operationId: 'walletBalance',
        summary: 'The wallet’s balance and what is held in escrow.',
        security: BEARER,
        responses: { ...ok(200, 'The balance.', 'WalletBalance'), ...errors(...SIGNED_IN) },
      },
    },
    [at(paths.transactionHistory)]: {
      get: {
        operationId: 'transactionHistory',
        summary: 'The wallet’s transactions, oldest first.',
        security: BEARER,
        parameters: [PAGE],
        responses: {
          ...ok(200, 'The transactions: a list, or one DRF page.', 'TransactionList'),
          ...errors(400, ...SIGNED_IN, 404),
        },
      },
    },
    [at(paths.withdraw)]: {
      post: {
        operationId: 'withdraw',
        summary: 'Pay the balance out to the vet’s bank account.',
        security: BEARER,
        parameters: [IDEMPOTENCY_KEY],
        requestBody: { required: true, content: json('AmountRequest') },
        responses: {
          ...ok(200, 'Booked: the balance after it.', 'WithdrawResponse'),
          ...errors(400, ...SIGNED_IN, 409, 413, 415, 422),
        },
      },
    },
    [at(paths.sandboxCheckout)]: {
      post: {
        operationId: 'sandboxCheckout',
        summary: 'Demo servers only: a sandbox card payment the wallet may then be loaded with.',
        security: BEARER,
        requestBody: { required: true, content: json('AmountRequest') },
        responses: {
          ...ok(201, 'The checkout’s reference and amount.', 'SandboxCheckout'),
          ...errors(400, ...SIGNED_IN, 404, 413, 415),
        },
      },
    },
    [at(paths.loadWallet)]: {
      post: {
        operationId: 'loadWallet',
        summary: 'Credit the wallet with a card payment, checked with the payment provider.',
        security: BEARER,
        requestBody: { required: true, content: json('LoadWalletRequest') },
        responses: {
          ...ok(200, 'Credited, or credited before (duplicate).', 'LoadWalletResponse'),
          ...errors(400, ...SIGNED_IN, 413, 415, 502),
        },
      },
    },
  };
}

/** The OpenAPI 3.1 document; `server` is the API's base as the reader reaches it ("/api"). */
export function openApiDocument(server = '/api') {
  const schemas: Record<string, JsonSchema> = toJsonSchemaDefs(SCHEMAS, CONVERSION);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vet Portal API',
      version: '1',
      description:
        'Every endpoint the Vet Portal calls, and the answers it can read. Answer schemas say what the portal accepts: besides the reference server’s own shapes (two-decimal money text, dd-MM-yyyy appointment dates), Django REST Framework’s (money as numbers, ids as text, ISO dates, 24-hour times, "" or null for not set, paginated lists).',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: server }],
    paths: operations(),
    components: {
      schemas,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token from log-in, registration or refresh.',
        },
      },
    },
  };
}
