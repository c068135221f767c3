// The livestock details screen: the listing's facts, with links back and on to its profile.
import { Link } from '@/components/Link';
import { FactGrid } from '@/components/FactGrid';
import { formatMoney } from '@/lib/text/format';
import { useFocusOnMount } from '@/lib/hooks/useFocusOnMount';
import { ageLabel } from './ageLabel';
import { LivestockImage } from './LivestockImage';
import { profileHref } from './livestockLinks';
import { StatusBadge } from './StatusBadge';
import type { Livestock } from './types';

interface LivestockDetailsProps {
  item: Livestock;
  backHref: string;
  backLabel: string;
}

export function LivestockDetails({ item, backHref, backLabel }: LivestockDetailsProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const facts: [string, string][] = [
    ['Number', item.number],
    ['Animal type', item.animalType],
    ['Breed', item.breed],
    ['Age', ageLabel(item.ageMonths)],
    ['Gender', item.gender],
    ['Height', `${item.heightCm} cm`],
    ['Weight', `${item.weightKg} kg`],
    ['Location', item.location],
    ['Owner', item.owner],
    ['Price', formatMoney(item.price)],
  ];
  return (
    <section aria-labelledby="livestock-details-title">
      <Link to={backHref} className="back-link">
        <span aria-hidden="true">← </span>
        {backLabel}
      </Link>
      <h3 id="livestock-details-title" ref={heading} tabIndex={-1}>
        Livestock details: {item.postName}
      </h3>
      <div className="card livestock-card">
        <LivestockImage
          animalType={item.animalType}
          label={`Picture of ${item.postName}`}
          size={96}
        />
        <div>
          <p className="livestock-status">
            Status: <StatusBadge status={item.status} />
          </p>
          <p>{item.description}</p>
        </div>
      </div>
      <FactGrid facts={facts} className="card" />
      <div className="button-row">
        <Link to={profileHref(item)} className="btn btn-primary">
          View livestock profile
        </Link>
      </div>
    </section>
  );
}
