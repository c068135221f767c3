// Reading an order (its wire shape is the contract's, in contract/wire/order.ts).
import type { Order, Seller } from '@contract/wire/order';

/** Where the livestock is: the first product's location, else the delivery address. */
export function livestockLocation(order: Order): string {
  return order.products[0]?.product_location || order.delivery_address;
}

/** "Thandi Mokoena", or '' when the seller has no name on record. */
export function sellerName(seller: Seller): string {
  return `${seller.first_name} ${seller.last_name}`.trim();
}
