// The Health Certificate card of a livestock profile: download, status, who verified it and when.
import { livestockMsg } from './messages';
import { useState } from 'react';
import { Button } from '@/components/Button';
import { FactGrid } from '@/components/FactGrid';
import { formatDay } from '@/lib/text/format';
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
      <FactGrid
        facts={[
          ['Health Status', <StatusBadge status={item.status} />],
          ['Verified by', certificate.verifiedBy ?? 'Not verified yet'],
          ['Date', certificate.verifiedOn ? formatDay(certificate.verifiedOn) : '—'],
        ]}
      />
      {item.status === 'Unverified' && (
        <div className="button-row">
          <Button onClick={() => setVerifyTried(true)}>Verify Now</Button>
        </div>
      )}
      <p role="status" className={verifyTried ? 'notice' : undefined}>
        {verifyTried ? livestockMsg.verifyPreview : ''}
      </p>
    </section>
  );
}
