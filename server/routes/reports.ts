// Inspection reports: send (completes the order, pays the fee once) and update, both idempotent.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requireVerifiedVet } from '../auth/guard.js';
import { idParam } from '../body.js';
import type { AppContext } from '../context.js';
import type { OrderRow } from '../db/rows.js';
import { FieldErrorCollector, REQUIRED, httpError } from '../errors.js';
import {
  readIdempotencyKey,
  replayStored,
  requestHash,
  storeResponse,
  type StoredResponse,
} from '../idempotency.js';
import { credit } from '../ledger.js';
import { findOwnOrder } from '../orders.js';
import { orderJson } from '../serializers/order.js';
import { checkFiles, readForm, removeFiles, storeFile, type FormInput } from '../uploads.js';
import { HEALTH_STATES, isChoice, maxLengthMessage, notAChoice } from '../validation.js';

const CERTIFICATE = 'certificate_of_safety';
const MAX_DESCRIPTION = 5000;

interface ReportFields {
  state: string | null;
  description: string | null;
}

function readReportFields(form: FormInput, required: boolean): ReportFields {
  const errors = new FieldErrorCollector();
  for (const field of form.truncated) errors.add(field, maxLengthMessage(MAX_DESCRIPTION));
  const rawState = form.fields.get('inspection_health_state')?.trim();
  const rawDescription = form.fields.get('inspection_description')?.trim();
  let state: string | null = null;
  let description: string | null = null;
  if (rawState) {
    if (isChoice(HEALTH_STATES, rawState)) state = rawState;
    else errors.add('inspection_health_state', notAChoice(rawState));
  } else if (required || rawState === '') {
    errors.add('inspection_health_state', REQUIRED);
  }
  if (rawDescription) {
    if (rawDescription.length > MAX_DESCRIPTION) {
      errors.add('inspection_description', maxLengthMessage(MAX_DESCRIPTION));
    } else description = rawDescription;
  } else if (required || rawDescription === '') {
    errors.add('inspection_description', REQUIRED);
  }
  errors.throwIfAny();
  return { state, description };
}

function sendStored(reply: FastifyReply, stored: StoredResponse, replayed: boolean): FastifyReply {
  if (replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(stored.statusCode).send(stored.body);
}

export function registerReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { orderId: string } }>(
    '/dashboard/send-inspection-report/:orderId/',
    async (request, reply) => {
      const vet = await requireVerifiedVet(ctx, request);
      const key = readIdempotencyKey(request);
      const orderId = idParam(request.params.orderId);
      const form = await readForm(request, [CERTIFICATE]);
      checkFiles(form, { [CERTIFICATE]: 'image-or-pdf' });
      const fields = readReportFields(form, true);
      const file = form.files.get(CERTIFICATE);
      const hash = requestHash({
        kind: 'send',
        order_id: orderId ?? request.params.orderId,
        inspection_health_state: fields.state,
        inspection_description: fields.description,
        certificate_sha256: file?.sha256 ?? null,
      });

      const check = (): { replay: StoredResponse } | { order: OrderRow } => {
        const replay = key ? replayStored(ctx.db, vet.id, key, hash) : null;
        if (replay) return { replay };
        const order = findOwnOrder(ctx, vet.id, orderId);
        if (order.status === 'cancelled') throw httpError(400, 'This order has been cancelled.');
        if (order.vet_completed === 1) {
          throw httpError(400, 'A report was already sent for this order. Use update instead.');
        }
        return { order };
      };
      const first = check();
      if ('replay' in first) return sendStored(reply, first.replay, true);

      const certificate = file ? await storeFile(ctx.mediaDir, file) : null;
      const commit = ctx.db.transaction((): { stored: StoredResponse; replayed: boolean } => {
        const state = check(); // again, inside the transaction: a twin request may have won
        if ('replay' in state) return { stored: state.replay, replayed: true };
        const order = state.order;
        const completedAt = new Date().toISOString();
        ctx.db
          .prepare(
            `UPDATE orders SET inspection_health_state = ?, inspection_description = ?,
               certificate_of_safety = ?, vet_completed = 1, status = 'completed', completed_at = ?
             WHERE id = ?`,
          )
          .run(fields.state, fields.description, certificate, completedAt, order.id);
        if (order.inspection_fee_cents > 0) {
          credit(ctx.db, {
            userId: vet.id,
            amountCents: order.inspection_fee_cents,
            reference: `INS-${order.order_number}`,
            description: `Inspection fee for order ${order.order_number}`,
            createdAt: completedAt,
          });
        }
        const updated = findOwnOrder(ctx, vet.id, order.id);
        const stored: StoredResponse = {
          statusCode: 201,
          body: {
            message: 'Inspection report sent successfully.',
            order: orderJson(ctx.db, updated),
          },
        };
        if (key) storeResponse(ctx.db, vet.id, key, hash, stored);
        return { stored, replayed: false };
      });
      let result: { stored: StoredResponse; replayed: boolean };
      try {
        result = commit();
      } catch (error) {
        await removeFiles(ctx.mediaDir, [certificate]);
        throw error;
      }
      if (result.replayed) await removeFiles(ctx.mediaDir, [certificate]);
      return sendStored(reply, result.stored, result.replayed);
    },
  );

  app.patch<{ Params: { orderId: string } }>(
    '/dashboard/update-inspection-report/:orderId/',
    async (request, reply) => {
      const vet = await requireVerifiedVet(ctx, request);
      const key = readIdempotencyKey(request);
      const orderId = idParam(request.params.orderId);
      const form = await readForm(request, [CERTIFICATE]);
      checkFiles(form, { [CERTIFICATE]: 'image-or-pdf' });
      const fields = readReportFields(form, false);
      const file = form.files.get(CERTIFICATE);
      if (fields.state === null && fields.description === null && !file) {
        throw httpError(400, 'Send at least one of health status, description or certificate.');
      }
      const hash = requestHash({
        kind: 'update',
        order_id: orderId ?? request.params.orderId,
        inspection_health_state: fields.state,
        inspection_description: fields.description,
        certificate_sha256: file?.sha256 ?? null,
      });

      const check = (): { replay: StoredResponse } | { order: OrderRow } => {
        const replay = key ? replayStored(ctx.db, vet.id, key, hash) : null;
        if (replay) return { replay };
        const order = findOwnOrder(ctx, vet.id, orderId);
        if (order.vet_completed !== 1 || order.status !== 'completed') {
          throw httpError(400, 'Only the report of a completed order can be updated.');
        }
        return { order };
      };
      const first = check();
      if ('replay' in first) return sendStored(reply, first.replay, true);

      const certificate = file ? await storeFile(ctx.mediaDir, file) : null;
      let replaced: string | null = null;
      const commit = ctx.db.transaction((): { stored: StoredResponse; replayed: boolean } => {
        const state = check();
        if ('replay' in state) return { stored: state.replay, replayed: true };
        const order = state.order;
        replaced = certificate ? order.certificate_of_safety : null;
        ctx.db
          .prepare(
            `UPDATE orders SET inspection_health_state = COALESCE(?, inspection_health_state),
               inspection_description = COALESCE(?, inspection_description),
               certificate_of_safety = COALESCE(?, certificate_of_safety)
             WHERE id = ?`,
          )
          .run(fields.state, fields.description, certificate, order.id);
        const updated = findOwnOrder(ctx, vet.id, order.id);
        const stored: StoredResponse = {
          statusCode: 200,
          body: {
            message: 'Inspection report updated successfully.',
            order: orderJson(ctx.db, updated),
          },
        };
        if (key) storeResponse(ctx.db, vet.id, key, hash, stored);
        return { stored, replayed: false };
      });
      let result: { stored: StoredResponse; replayed: boolean };
      try {
        result = commit();
      } catch (error) {
        await removeFiles(ctx.mediaDir, [certificate]);
        throw error;
      }
      await removeFiles(ctx.mediaDir, result.replayed ? [certificate] : [replaced]);
      return sendStored(reply, result.stored, result.replayed);
    },
  );
}
