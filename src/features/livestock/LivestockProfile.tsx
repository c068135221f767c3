// The livestock profile screen: health certificate, medical conditions and disease history.
import { Link } from '@/components/Link';
import { useFocusOnMount } from '@/lib/hooks/useFocusOnMount';
import { DiseaseHistoryTable } from './DiseaseHistoryTable';
import { HealthCertificateCard } from './HealthCertificateCard';
import type { Livestock } from './types';

interface LivestockProfileProps {
  item: Livestock;
  backHref: string;
}

export function LivestockProfile({ item, backHref }: LivestockProfileProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section aria-labelledby="livestock-profile-title">
      <Link to={backHref} className="back-link">
        <span aria-hidden="true">← </span>Back to livestock details
      </Link>
      <h3 id="livestock-profile-title" ref={heading} tabIndex={-1}>
        Livestock profile: {item.postName}
      </h3>
      <p className="muted">
        {item.number} · {item.breed} · {item.owner}
      </p>
      <HealthCertificateCard item={item} />
      <section className="card" aria-labelledby="medical-conditions-title">
        <h4 id="medical-conditions-title">Medical conditions</h4>
        {item.medicalConditions.length > 0 ? (
          <ul>
            {item.medicalConditions.map((condition) => (
              <li key={condition}>{condition}</li>
            ))}
          </ul>
        ) : (
          <p>No medical conditions recorded.</p>
        )}
      </section>
      <section className="card" aria-labelledby="disease-history-title">
        <h4 id="disease-history-title">Registered disease history</h4>
        <DiseaseHistoryTable records={item.diseaseHistory} />
      </section>
    </section>
  );
}
