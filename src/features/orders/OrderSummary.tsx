// The wizard's header and product card: order number, due date, instructions, the first product.
import { ordersMsg } from './messages';
import type { Order } from '@contract/wire/order';
import { Link } from '@/components/Link';
import { MapLink } from '@/components/ContactLinks';
import { LivestockIllustration } from '@/components/LivestockIllustration';
import { formatAge, formatDay, formatMoney } from '@/lib/text/format';
import { panelHref } from '@/lib/portal/panels';
import { listHref, type OrderTab } from './links';
import { mediaUrl } from '@/lib/api/mediaUrl';

export function OrderSummary({ order, backTab }: { order: Order; backTab: OrderTab }) {
  const product = order.products[0];
  return (
    <>
      <header className="wizard-head">
        <Link to={listHref(backTab)} className="back-link">
          <span aria-hidden="true">←</span> Back to order list
        </Link>
        <h1>Order {order.order_number}</h1>
        <p className="due-date">
          Due Date: <time dateTime={order.created_at}>{formatDay(order.created_at)}</time>
        </p>
        <p>Follow the instructions below and complete all the steps</p>
        {order.vet_completed && (
          <p>
            <Link to={panelHref('CompletedOrderPreview')}>{ordersMsg.completedPreviewLink}</Link>
          </p>
        )}
      </header>
      {product && (
        <article className="card product-card" aria-label={`Product: ${product.post_title}`}>
          <div className="product-card-top">
            <span className="product-age">
              <time dateTime={order.created_at}>{formatAge(order.created_at)}</time>
            </span>
            <span className="badge-purchased">Purchased</span>
          </div>
          <div className="product-card-body">
            {product.prod_picture ? (
              <img
                src={mediaUrl(product.prod_picture)}
                alt={product.post_title}
                width={120}
                height={120}
                loading="lazy"
                className="product-picture"
              />
            ) : (
              <LivestockIllustration animalType={product.animal_type} className="product-picture" />
            )}
            <div>
              <h2 className="product-title">{product.post_title}</h2>
              <p className="product-type">{product.animal_type}</p>
              <p>{product.description}</p>
              <p className="product-price">{formatMoney(product.price)}</p>
              {product.product_location && (
                <p className="product-place">
                  <span className="product-place-label">Livestock location: </span>
                  {product.product_location} <MapLink place={product.product_location} />
                </p>
              )}
              <p className="product-address">
                <span className="product-place-label">Delivery address: </span>
                {order.delivery_address} <MapLink place={order.delivery_address} />
              </p>
            </div>
          </div>
        </article>
      )}
    </>
  );
}
