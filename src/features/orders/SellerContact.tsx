// The seller and where to meet, on every step of an open order: call, WhatsApp, Open in Maps at the farm gate.
import type { Order } from '@contract/wire/order';
import { useId } from 'react';
import { MapLink, PhoneLinks } from '@/components/ContactLinks';
import { livestockLocation, sellerName } from './types';

/** `withPlace`: the meeting place too (the report step's appointment card shows it instead). */
export function SellerContact({ order, withPlace = true }: { order: Order; withPlace?: boolean }) {
  const headingId = useId();
  const seller = sellerName(order.seller);
  const meetAt = order.appointment_location || livestockLocation(order);
  return (
    <section className="card seller-contact" aria-labelledby={headingId}>
      <h2 id={headingId} className="seller-contact-title">
        Seller
      </h2>
      <dl className="facts">
        <div>
          <dt>Name</dt>
          <dd>{seller || 'N/A'}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            <PhoneLinks phone={order.seller.phone} name={seller || 'the seller'} />
          </dd>
        </div>
        {withPlace && meetAt && (
          <div>
            <dt>Meeting place</dt>
            <dd>
              {meetAt} <MapLink place={meetAt} />
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
