// Inspection reports: send (completes the order, pays the fee once) and update, both idempotent.
import { paths, route } from '../../contract/paths.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireVerifiedVet, type SignedInUser } from '../auth/guard.js';
import { idParam } from '../body.js';
import { REPORT_BODY_LIMIT } from '../bodyGate.js';
import type { AppContext } from '../context.js';
import type { OrderRow } from '../db/rows.js';
import { FieldErrorCollector, REQUIRED, httpError } from '../errors.js';
import {
  readIdempotencyKey,
  replayStored,
  storeResponse,
  type StoredResponse,
} from '../idempotency.js';
import { credit } from '../ledger.js';
import { findOwnOrder } from '../orders.js';
import {
  perField,
  REPORT_SQL,
  reportParams,
  reportRequestHash,
  type ReportValues,
} from '../reportFields.js';
import { orderJson } from '../serializers/order.js';
import { vetLimiters, type VetLimiter } from '../vetLimits.js';
import {
  checkFiles,
  readForm,
  removeFiles,
  storeFile,
  type FormInput,
  type UploadedFile,
} from '../uploads.js';
import {
  UNSAFE_CHARACTERS,
  hasUnsafeTextCharacters,
  maxLengthMessage,
  notAChoice,
} from '../validation.js';
import { HEALTH_STATES, isChoice, MAX_REPORT_DESCRIPTION } from '../../contract/limits.js';
import {
  REPORT_CERTIFICATE_FIELD,
  REPORT_FIELDS,
  type OrderChangeResponse,
  type ReportField,
  type ReportRequest,
} from '../../contract/wire/order.js';

/** Why a field's trimmed, non-empty text is refused, or null when it is fine: one check per field. */
const REFUSAL: Record<ReportField, (text: string) => string | null> = {
  inspection_health_state: (text) => (isChoice(HEALTH_STATES, text) ? null : notAChoice(text)),
  inspection_description: (text) =>
    hasUnsafeTextCharacters(text)
      ? UNSAFE_CHARACTERS
      : text.length > MAX_REPORT_DESCRIPTION
        ? maxLengthMessage(MAX_REPORT_DESCRIPTION)
        : null,
};

function readReportFields(form: FormInput<ReportRequest>, required: boolean): ReportValues {
  const errors = new FieldErrorCollector();
  for (const field of form.truncated) errors.add(field, maxLengthMessage(MAX_REPORT_DESCRIPTION));
  const values = perField(REPORT_FIELDS, (field) => {
    const text = form.fields.get(field)?.trim();
    if (!text) {
      if (required || text === '') errors.add(field, REQUIRED);
      return null;
    }
    const refusal = REFUSAL[field](text);
    if (refusal) errors.add(field, refusal);
    return refusal ? null : text;
  });
  errors.throwIfAny();
  return values;
}

function sendStored(reply: FastifyReply, stored: StoredResponse, replayed: boolean): FastifyReply {
  if (replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(stored.statusCode).send(stored.body);
}

/** A report request read and checked: who sends it, for which order, what, and its idempotency hash. */
interface CheckedReport {
  vet: SignedInUser;
  key: string | null;
  orderId: number | null;
  fields: ReportValues;
  file: UploadedFile | undefined;
  hash: string;
}

async function readReportRequest(
  ctx: AppContext,
  request: FastifyRequest<{ Params: { orderId: string } }>,
  kind: 'send' | 'update',
  limit: VetLimiter,
): Promise<CheckedReport> {
  const vet = await requireVerifiedVet(ctx, request);
  // Each write may store its reply under a new Idempotency-Key: counted per vet.
  await limit(request, vet.id);
  const key = readIdempotencyKey(request);
  const orderId = idParam(request.params.orderId);
  const form = await readForm<ReportRequest>(ctx, request, vet.id, [REPORT_CERTIFICATE_FIELD]);
  checkFiles(form, { [REPORT_CERTIFICATE_FIELD]: 'image-or-pdf' });
  const fields = readReportFields(form, kind === 'send');
  const file = form.files.get(REPORT_CERTIFICATE_FIELD);
  if (kind === 'update' && REPORT_FIELDS.every((field) => fields[field] === null) && !file) {
    throw httpError(400, 'Send at least one of health status, description or certificate.');
  }
  const hash = reportRequestHash({
    kind,
    orderId: orderId ?? request.params.orderId,
    values: fields,
    certificateSha256: file?.sha256 ?? null,
  });
  return { vet, key, orderId, fields, file, hash };
}

/** What a send or an update does to the order, inside the transaction. */
interface ReportWrite {
  /** Throws the 400 when the order cannot take this write. */
  checkOrder: (order: OrderRow) => void;
  /** Writes the report with the stored certificate (if any); the answer and any file replaced. */
  apply: (
    order: OrderRow,
    certificate: string | null,
  ) => { statusCode: number; message: string; replaced: string | null };
}

/**
 * Runs one idempotent report write: the same key and body answers as before; otherwise the certificate
 * is stored, the checks run again inside the transaction (a twin request may have won), the write is
 * applied and its answer stored under the key. Files no longer used are removed afterwards.
 */
async function writeReport(
  ctx: AppContext,
  reply: FastifyReply,
  report: CheckedReport,
  write: ReportWrite,
): Promise<FastifyReply> {
  const { vet, key, hash } = report;
  const check = (): { replay: StoredResponse } | { order: OrderRow } => {
    const replay = key ? replayStored(ctx.db, vet.id, key, hash) : null;
    if (replay) return { replay };
    const order = findOwnOrder(ctx, vet.id, report.orderId);
    write.checkOrder(order);
    return { order };
  };
  const first = check();
  if ('replay' in first) return sendStored(reply, first.replay, true);

  const certificate = report.file ? await storeFile(ctx.mediaDir, report.file) : null;
  type Outcome = { stored: StoredResponse; replayed: boolean; replaced: string | null };
  const commit = ctx.db.transaction((): Outcome => {
    const state = check(); // again, inside the transaction: a twin request may have won
    if ('replay' in state) return { stored: state.replay, replayed: true, replaced: null };
    const { statusCode, message, replaced } = write.apply(state.order, certificate);
    const updated = findOwnOrder(ctx, vet.id, state.order.id);
    const stored: StoredResponse = {
      statusCode,
      body: {
        message,
        order: orderJson(ctx.db, updated, ctx.media.forViewer(vet)),
      } satisfies OrderChangeResponse,
    };
    if (key) storeResponse(ctx.db, vet.id, key, hash, stored);
    return { stored, replayed: false, replaced };
  });
  let result: Outcome;
  try {
    result = commit();
  } catch (error) {
    await removeFiles(ctx.mediaDir, [certificate]);
    throw error;
  }
  await removeFiles(ctx.mediaDir, result.replayed ? [certificate] : [result.replaced]);
  return sendStored(reply, result.stored, result.replayed);
}

export function registerReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { writes } = vetLimiters(app, ctx.vetLimits);
  app.post<{ Params: { orderId: string } }>(
    route(paths.sendReport, 'orderId'),
    { bodyLimit: REPORT_BODY_LIMIT },
    async (request, reply) => {
      const report = await readReportRequest(ctx, request, 'send', writes);
      const { vet, fields } = report;
      return writeReport(ctx, reply, report, {
        checkOrder: (order) => {
          if (order.status === 'cancelled') throw httpError(400, 'This order has been cancelled.');
          if (order.vet_completed === 1) {
            throw httpError(400, 'A report was already sent for this order. Use update instead.');
          }
        },
        apply: (order, certificate) => {
          const completedAt = new Date().toISOString();
          ctx.db
            .prepare(REPORT_SQL.send)
            .run(...reportParams(REPORT_FIELDS, fields), certificate, completedAt, order.id);
          if (order.inspection_fee_cents > 0) {
            credit(ctx.db, {
              userId: vet.id,
              amountCents: order.inspection_fee_cents,
              reference: `INS-${order.order_number}`,
              description: `Inspection fee for order ${order.order_number}`,
              createdAt: completedAt,
            });
          }
          return {
            statusCode: 201,
            message: 'Inspection report sent successfully.',
            replaced: null,
          };
        },
      });
    },
  );

  app.patch<{ Params: { orderId: string } }>(
    route(paths.updateReport, 'orderId'),
    { bodyLimit: REPORT_BODY_LIMIT },
    async (request, reply) => {
      const report = await readReportRequest(ctx, request, 'update', writes);
      const { fields } = report;
      return writeReport(ctx, reply, report, {
        checkOrder: (order) => {
          if (order.vet_completed !== 1 || order.status !== 'completed') {
            throw httpError(400, 'Only the report of a completed order can be updated.');
          }
        },
        apply: (order, certificate) => {
          ctx.db
            .prepare(REPORT_SQL.update)
            .run(...reportParams(REPORT_FIELDS, fields), certificate, order.id);
          return {
            statusCode: 200,
            message: 'Inspection report updated successfully.',
            replaced: certificate ? order.certificate_of_safety : null,
          };
        },
      });
    },
  );
}
