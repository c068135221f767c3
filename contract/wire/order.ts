// The order on the wire (spec section 3: seller, products, appointment, inspection report): its requests, answers and the list decoder.
import * as v from 'valibot';
import { HEALTH_STATES, ORDER_STATUSES, type OrderStatus } from '../limits.js';
import { decoder, expected, list, record } from './decode.js';
import {
  appointmentDate,
  appointmentTime,
  dateTime,
  flag,
  id,
  money,
  oneOf,
  optionalText,
  orElse,
  orNull,
  phone,
  requiredText,
  text,
} from './fields.js';

export const product = record({
  id,
  prod_picture: optionalText,
  post_title: text,
  animal_type: text,
  description: text,
  price: money,
  product_location: text,
});
export type Product = v.InferOutput<typeof product>;

/** Null, nothing or a bare id (DRF's default for a related object): nothing to show about it. */
const bare = v.optional(v.union([v.null(), v.number(), v.string()]), null);
const nobody = v.pipe(
  bare,
  v.transform(() => ({ email: null })),
);

/** The seller, shown by name, phone, picture and e-mail; whatever is missing is shown as unknown. */
const sellerRecord = record({
  first_name: text,
  last_name: text,
  phone,
  profile_picture: optionalText,
  user: v.optional(v.union([record({ email: optionalText }), nobody], expected('an object')), null),
});
export const seller = v.union([
  sellerRecord,
  v.pipe(
    bare,
    v.transform(() => ({
      first_name: '',
      last_name: '',
      phone: null,
      profile_picture: null,
      user: { email: null },
    })),
  ),
]);
export type Seller = v.InferOutput<typeof seller>;

/**
 * The portal never reads `status` (its lists come from their own endpoints and vet_completed), so
 * a status it does not know is not an error: the order reads it from vet_completed.
 */
const knownStatus = v.pipe(
  v.unknown(),
  v.description(`One of ${ORDER_STATUSES.join(', ')}; anything else is read from vet_completed.`),
  v.transform((value): OrderStatus | null => {
    const wanted = typeof value === 'string' ? value.trim().toLowerCase() : null;
    return ORDER_STATUSES.find((known) => known === wanted) ?? null;
  }),
);

/** One order; vet_completed comes first, as what the order's status falls back on. */
export const order = v.pipe(
  record({
    vet_completed: flag,
    id,
    order_number: requiredText,
    created_at: dateTime,
    delivery_address: text,
    appointment_date: appointmentDate,
    appointment_time: appointmentTime,
    appointment_location: optionalText,
    inspection_health_state: orNull(oneOf(HEALTH_STATES), `one of ${HEALTH_STATES.join(', ')}`),
    inspection_description: optionalText,
    certificate_of_safety: optionalText,
    inspection_fees: money,
    status: v.optional(knownStatus),
    seller: v.optional(seller, null),
    products: orElse(list(product), 'a list', []),
  }),
  v.transform((read) => ({
    ...read,
    status: read.status ?? (read.vet_completed ? 'completed' : 'pending'),
  })),
);
export type Order = v.InferOutput<typeof order>;

/** An order list (assigned or completed orders): an array, or DRF's pages joined (contract/paging.ts). */
export const orderList = list(order);
export const decodeOrders = decoder(orderList, 'orders');

/** POST dashboard/set-appointment/{id}/: the JSON body. */
export const appointmentBody = v.object({
  appointment_date: v.pipe(v.string(), v.description('dd-MM-yyyy')),
  appointment_time: v.pipe(v.string(), v.description('hh:mm AM')),
  appointment_location: v.string(),
});
/** The appointment the app sets: the body, and the order's id (it goes in the path). */
export type AppointmentRequest = v.InferOutput<typeof appointmentBody> & { orderId: number };

/** The answer to setting an appointment and to sending or updating a report: the order as it is now. */
export const orderChangeResponse = record({ message: text, order });
export type OrderChangeResponse = v.InferOutput<typeof orderChangeResponse>;

/** The multipart fields of send-inspection-report (POST) and update-inspection-report (PATCH). */
export const reportRequest = v.object({
  inspection_health_state: v.picklist(HEALTH_STATES),
  inspection_description: v.string(),
});
export type ReportRequest = v.InferOutput<typeof reportRequest>;
/** One of the report's multipart text fields, by its wire name. */
export type ReportField = keyof ReportRequest;

/**
 * The report's text fields, read off the schema itself (so never a second list to keep in step):
 * the app's codec and the server's idempotency hash and writes all go by it.
 */
export const REPORT_FIELDS = Object.keys(reportRequest.entries) as readonly ReportField[];

/** The multipart field the optional health certificate goes in. */
export const REPORT_CERTIFICATE_FIELD = 'certificate_of_safety';
