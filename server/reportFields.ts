// The report's text fields on the server, all from the contract's list: their columns, the idempotency hash and the two UPDATEs.
import { REPORT_FIELDS, type ReportField } from '../contract/wire/order.js';
import { requestHash } from './idempotency.js';

/** The orders column each report field is stored in: total, so a field the contract adds or renames fails tsc here. */
export const REPORT_COLUMNS = {
  inspection_health_state: 'inspection_health_state',
  inspection_description: 'inspection_description',
} as const satisfies Record<ReportField, string>;

/** A report's field values as read: null where one was not sent (an update keeps what is stored). */
export type ReportValues<F extends string = ReportField> = Readonly<Record<F, string | null>>;

/** One value per field of the list, by its name. */
export function perField<F extends string, T>(
  fields: readonly F[],
  value: (field: F) => T,
): Record<F, T> {
  return Object.fromEntries(fields.map((field) => [field, value(field)])) as Record<F, T>;
}

/** The fields' part of the idempotency hash's input: every field of the list, by its name. */
export const reportHashInput = <F extends string>(
  fields: readonly F[],
  values: ReportValues<F>,
): Record<F, string | null> => perField(fields, (field) => values[field]);

/** What one report request asks for, hashed: a retry that changes any field is not a replay. */
export function reportRequestHash(request: {
  kind: 'send' | 'update';
  orderId: number | string;
  values: ReportValues;
  certificateSha256: string | null;
}): string {
  return requestHash({
    kind: request.kind,
    order_id: request.orderId,
    ...reportHashInput(REPORT_FIELDS, request.values),
    certificate_sha256: request.certificateSha256,
  });
}

/** The two report writes, each field's column set from its placeholder in the list's order. */
export interface ReportSql {
  /** A first report: its fields and certificate, the order completed (then completed_at, id). */
  send: string;
  /** An update: each field and the certificate kept where not sent (then id). */
  update: string;
}

export function reportUpdateSql<F extends string>(
  fields: readonly F[],
  columns: Readonly<Record<F, string>>,
): ReportSql {
  const written = [...fields.map((field) => columns[field]), 'certificate_of_safety'];
  const send = written.map((column) => `${column} = ?`).join(', ');
  const update = written.map((column) => `${column} = COALESCE(?, ${column})`).join(', ');
  return {
    send: `UPDATE orders SET ${send}, vet_completed = 1, status = 'completed', completed_at = ? WHERE id = ?`,
    update: `UPDATE orders SET ${update} WHERE id = ?`,
  };
}

/** The values for the statements' field placeholders, in the list's order. */
export const reportParams = <F extends string>(
  fields: readonly F[],
  values: ReportValues<F>,
): (string | null)[] => fields.map((field) => values[field]);

/** The report's statements, built once from the contract's fields. */
export const REPORT_SQL = reportUpdateSql(REPORT_FIELDS, REPORT_COLUMNS);
