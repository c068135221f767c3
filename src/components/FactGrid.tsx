// Labelled facts (a description list) laid out in as many columns as the screen fits.
import type { ReactNode } from 'react';
import './FactGrid.css';

interface FactGridProps {
  /** [label, value] pairs, in reading order. */
  facts: readonly (readonly [string, ReactNode])[];
  className?: string;
}

export function FactGrid({ facts, className }: FactGridProps) {
  return (
    <dl className={['fact-grid', className].filter(Boolean).join(' ')}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
