// Reads the order lists (assigned and completed orders, with seller and products) into contract/types/order.ts.
import { HEALTH_STATES, ORDER_STATUSES, type OrderStatus } from '../limits.js';
import type { Order, Product, Seller } from '../types/order.js';
import {
  appointmentDate,
  appointmentTime,
  dateTime,
  fieldsOf,
  flag,
  id,
  listOf,
  money,
  oneOf,
  optionalText,
  orElse,
  orNull,
  phone,
  requiredText,
  text,
  type Decoder,
} from './fields.js';

const product: Decoder<Product> = (value, field) => {
  const read = fieldsOf(value, field);
  return {
    id: read('id', id),
    prod_picture: read('prod_picture', optionalText),
    post_title: read('post_title', text),
    animal_type: read('animal_type', text),
    description: read('description', text),
    price: read('price', money),
    product_location: read('product_location', text),
  };
};

/** Null, nothing or a bare id (DRF's default for a related object): nothing to show about it. */
const bare = (value: unknown): boolean =>
  value === null || value === undefined || typeof value === 'number' || typeof value === 'string';

/** The seller, shown by name, phone, picture and e-mail; whatever is missing is shown as unknown. */
const seller: Decoder<Seller> = (value, field) => {
  if (bare(value)) {
    return {
      first_name: '',
      last_name: '',
      phone: null,
      profile_picture: null,
      user: { email: null },
    };
  }
  const read = fieldsOf(value, field);
  return {
    first_name: read('first_name', text),
    last_name: read('last_name', text),
    phone: read('phone', phone),
    profile_picture: read('profile_picture', optionalText),
    user: read('user', (user, at) =>
      bare(user) ? { email: null } : { email: fieldsOf(user, at)('email', optionalText) },
    ),
  };
};

/**
 * The portal never reads `status` (its lists come from their own endpoints and vet_completed), so
 * a status it does not know is not an error: the order reads it from vet_completed.
 */
const knownStatus: Decoder<OrderStatus | null> = (value) => {
  const wanted = typeof value === 'string' ? value.trim().toLowerCase() : null;
  return ORDER_STATUSES.find((known) => known === wanted) ?? null;
};

const healthState = orNull(oneOf(HEALTH_STATES));
const products = orElse(listOf(product), () => []);

const order: Decoder<Order> = (value, field) => {
  const read = fieldsOf(value, field);
  const vetCompleted = read('vet_completed', flag);
  return {
    id: read('id', id),
    order_number: read('order_number', requiredText),
    created_at: read('created_at', dateTime),
    delivery_address: read('delivery_address', text),
    appointment_date: read('appointment_date', appointmentDate),
    appointment_time: read('appointment_time', appointmentTime),
    appointment_location: read('appointment_location', optionalText),
    inspection_health_state: read('inspection_health_state', healthState),
    inspection_description: read('inspection_description', optionalText),
    certificate_of_safety: read('certificate_of_safety', optionalText),
    inspection_fees: read('inspection_fees', money),
    vet_completed: vetCompleted,
    status: read('status', knownStatus) ?? (vetCompleted ? 'completed' : 'pending'),
    seller: read('seller', seller),
    products: read('products', products),
  };
};

const orders = listOf(order);

/** An order list (assigned or completed orders): an array, or DRF's pages joined (contract/paging.ts). */
export function decodeOrders(body: unknown): Order[] {
  return orders(body, 'orders');
}
