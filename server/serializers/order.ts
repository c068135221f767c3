// The order JSON (with seller and products, files as signed URLs) returned by the order and report routes.
import type { Db } from '../db/schema.js';
import type { Order, Product } from '../../contract/wire/order.js';
import type { OrderRow, ProductRow, SellerRow } from '../db/rows.js';
import { centsToDecimal } from '../../contract/money.js';
import type { MediaUrls } from '../media.js';

function productJson(row: ProductRow, media: MediaUrls): Product {
  return {
    id: row.id,
    prod_picture: media.url(row.prod_picture, 'picture'),
    post_title: row.post_title,
    animal_type: row.animal_type,
    description: row.description,
    price: centsToDecimal(row.price_cents),
    product_location: row.product_location,
  };
}

function toJson(
  order: OrderRow,
  seller: SellerRow | undefined,
  products: ProductRow[],
  media: MediaUrls,
): Order {
  return {
    id: order.id,
    order_number: order.order_number,
    created_at: order.created_at,
    delivery_address: order.delivery_address,
    appointment_date: order.appointment_date,
    appointment_time: order.appointment_time,
    appointment_location: order.appointment_location,
    inspection_health_state: order.inspection_health_state,
    inspection_description: order.inspection_description,
    certificate_of_safety: media.url(order.certificate_of_safety, 'document'),
    inspection_fees: centsToDecimal(order.inspection_fee_cents),
    vet_completed: order.vet_completed === 1,
    status: order.status,
    seller: {
      first_name: seller?.first_name ?? '',
      last_name: seller?.last_name ?? '',
      phone: seller?.phone ?? null,
      profile_picture: media.url(seller?.profile_picture ?? null, 'picture'),
      user: { email: seller?.email ?? null },
    },
    products: products.map((product) => productJson(product, media)),
  };
}

/** Serializes orders with two extra queries in total (sellers and products), not two per order. */
export function ordersJson(db: Db, orders: OrderRow[], media: MediaUrls): Order[] {
  if (orders.length === 0) return [];
  const orderIds = JSON.stringify(orders.map((o) => o.id));
  const sellerIds = JSON.stringify([...new Set(orders.map((o) => o.seller_id))]);
  const sellers = db
    .prepare('SELECT * FROM sellers WHERE id IN (SELECT value FROM json_each(?))')
    .all(sellerIds) as SellerRow[];
  const products = db
    .prepare(
      'SELECT * FROM products WHERE order_id IN (SELECT value FROM json_each(?)) ORDER BY id ASC',
    )
    .all(orderIds) as ProductRow[];
  const sellerById = new Map(sellers.map((s) => [s.id, s]));
  const productsByOrder = new Map<number, ProductRow[]>();
  for (const product of products) {
    const list = productsByOrder.get(product.order_id) ?? [];
    list.push(product);
    productsByOrder.set(product.order_id, list);
  }
  return orders.map((order) =>
    toJson(order, sellerById.get(order.seller_id), productsByOrder.get(order.id) ?? [], media),
  );
}

export function orderJson(db: Db, order: OrderRow, media: MediaUrls): Order {
  const [json] = ordersJson(db, [order], media);
  if (!json) throw new Error('order serialization failed');
  return json;
}
