// Step 3, 'Verification Completed': the congratulations and the seller's details.
import type { Seller } from '@contract/wire/order';
import { useId } from 'react';
import { Link } from '@/components/Link';
import { Button } from '@/components/Button';
import { EmailLink, PhoneLinks } from '@/components/ContactLinks';
import { mediaUrl } from '@/lib/api/mediaUrl';
import { sellerName } from './types';

interface CompletedStepProps {
  seller: Seller;
  onPrevious: () => void;
  backHref: string;
}

export function CompletedStep({ seller, onPrevious, backHref }: CompletedStepProps) {
  const headingId = useId();
  const name = sellerName(seller);
  return (
    <section aria-labelledby={headingId} className="card wizard-step">
      <h2 id={headingId} tabIndex={-1}>
        Verification Completed
      </h2>
      <p className="congratulations">Congratulations for completing the order successfully</p>
      <p>Your wallet have been Credited</p>
      <h3>Seller&apos;s Details</h3>
      <div className="seller">
        {seller.profile_picture ? (
          <img
            src={mediaUrl(seller.profile_picture)}
            alt={name || 'Seller'}
            width={64}
            height={64}
            className="seller-picture"
          />
        ) : (
          <span className="seller-picture seller-picture-empty" aria-hidden="true">
            {(seller.first_name[0] ?? '?').toUpperCase()}
          </span>
        )}
        <dl className="facts">
          <div>
            <dt className="visually-hidden">Name</dt>
            <dd className="seller-name">{name || 'N/A'}</dd>
          </div>
          <div>
            <dt className="visually-hidden">Role</dt>
            <dd className="seller-role">Seller</dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>
              <PhoneLinks phone={seller.phone} name={name || 'the seller'} />
            </dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>
              <EmailLink email={seller.user.email} />
            </dd>
          </div>
        </dl>
      </div>
      <div className="button-row">
        <Button variant="secondary" onClick={onPrevious}>
          Previous
        </Button>
        <Link to={backHref} className="btn btn-primary">
          Back to Orders
        </Link>
      </div>
    </section>
  );
}
