// Limits and choices both sides enforce: upload size, money ceiling, health states and the other enums.

/** 5 MB per file: registration documents, profile picture, bank letter, health certificate. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The largest amount accepted in one go: R 1 000 000.00, in cents. */
export const MAX_AMOUNT_CENTS = 100_000_000;

/**
 * The largest card top-up started in one go: R 100 000.00, in cents. The spec names no limit, so
 * it is the lower, safer one; the app refuses more before a payment opens, the server before it
 * issues a sandbox checkout (load-wallet still credits what a provider took, up to MAX_AMOUNT_CENTS).
 */
export const MAX_TOP_UP_CENTS = 10_000_000;

/** The longest password an account can have, in characters (both sides refuse longer). */
export const PASSWORD_MAX = 128;

/** The longest username an account can have, in characters (Django's own limit). */
export const USERNAME_MAX = 150;

/** The inspection report's description, in characters. */
export const MAX_REPORT_DESCRIPTION = 5000;

export const HEALTH_STATES = ['Excellent', 'Good', 'Average', 'Poor'] as const;
export type HealthState = (typeof HEALTH_STATES)[number];

export const QUALIFICATION_TYPES = ['Degree', 'Diploma', 'Certificate'] as const;
export type QualificationType = (typeof QUALIFICATION_TYPES)[number];

export const COMMUNICATION_MEANS = ['both', 'phone', 'email'] as const;
export type CommunicationMeans = (typeof COMMUNICATION_MEANS)[number];

export const ORDER_STATUSES = ['pending', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const TRANSACTION_TYPES = ['credit', 'debit'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** True when `value` is one of `choices` (narrows the type). */
export function isChoice<T extends string>(choices: readonly T[], value: unknown): value is T {
  return (choices as readonly unknown[]).includes(value);
}
