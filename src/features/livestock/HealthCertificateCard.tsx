// The Health Certificate card of a livestock profile: download, status, who verified it and when.
import { useState } from 'react';
import { Button } from '@/components/Button';
import { formatDay } from '@/lib/format';
import { msg } from '@/lib/messages';
import { StatusBadge } from './StatusBadge';
import type { Livestock } from './types';

export function HealthCertificateCard({ item }: { item: Livestock }) {
  const [verifyTried, setVerifyTried] = useState(false);
  const certificate = item.healthCertificate;
  return (
    <section className="card" aria-labelledby="health-certificate-title">
      <h4 id="health-certificate-title">Health Certificate</h4>
      <p>
        <a href={certificate.url} download={certificate.fileName}>
          Download health certificate
        </a>{' '}
        <span className="muted">({certificate.fileName})</span>
      </p>
      <dl className="livestock-facts">
        <div className="livestock-fact">
          <dt>Health Status</dt>
          <dd>
            <StatusBadge status={item.status} />
          </dd>
        </div>
        <div className="livestock-fact">
          <dt>Verified by</dt>
          <dd>{certificate.verifiedBy ?? 'Not verified yet'}</dd>
        </div>
        <div className="livestock-fact">
          <dt>Date</dt>
          <dd>{certificate.verifiedOn ? formatDay(certificate.verifiedOn) : '—'}</dd>
        </div>
      </dl>
      {item.status === 'Unverified' && (
        <div className="button-row">
          <Button onClick={() => setVerifyTried(true)}>Verify Now</Button>
        </div>
      )}
      <p role="status" className={verifyTried ? 'notice' : undefined}>
        {verifyTried ? msg.verifyPreview : ''}
      </p>
    </section>
  );
}
