// A neutral drawing of the animal (cattle, sheep, goat, pig) where a listing has no photo.
import type { ReactNode } from 'react';
import { animalCategory, type AnimalCategory } from '@/lib/portal/animals';

const DRAWINGS: Record<AnimalCategory, { background: string; shape: ReactNode }> = {
  cattle: {
    background: '#fde68a',
    shape: (
      <g fill="#78350f">
        <rect x="14" y="20" width="30" height="14" rx="5" />
        <rect x="16" y="32" width="4" height="9" />
        <rect x="38" y="32" width="4" height="9" />
        <path d="M44 18h8l2 8h-6l-4 4z" />
        <path d="M46 18l-2-4M52 18l2-4" stroke="#78350f" strokeWidth="1.5" />
        <path d="M14 22l-4 8" stroke="#78350f" strokeWidth="1.5" />
      </g>
    ),
  },
  sheep: {
    background: '#e0f2fe',
    shape: (
      <g>
        <g fill="#f8fafc" stroke="#475569" strokeWidth="1">
          <circle cx="20" cy="26" r="6" />
          <circle cx="28" cy="22" r="6" />
          <circle cx="36" cy="26" r="6" />
          <circle cx="28" cy="30" r="6" />
        </g>
        <g fill="#334155">
          <rect x="20" y="33" width="3" height="8" />
          <rect x="34" y="33" width="3" height="8" />
          <ellipse cx="45" cy="23" rx="5" ry="4" />
        </g>
      </g>
    ),
  },
  goat: {
    background: '#dcfce7',
    shape: (
      <g fill="#57534e">
        <rect x="16" y="22" width="24" height="10" rx="4" />
        <rect x="18" y="30" width="3" height="11" />
        <rect x="35" y="30" width="3" height="11" />
        <path d="M40 24l4-8h5l1 6-4 3z" />
        <path d="M46 16l-5-5" stroke="#57534e" strokeWidth="1.5" fill="none" />
        <path d="M47 24l-1 6 2 0z" />
        <path d="M16 23l-3-3" stroke="#57534e" strokeWidth="1.5" />
      </g>
    ),
  },
  pig: {
    background: '#fce7f3',
    shape: (
      <g fill="#db2777">
        <ellipse cx="30" cy="27" rx="14" ry="9" />
        <rect x="20" y="33" width="4" height="7" />
        <rect x="36" y="33" width="4" height="7" />
        <ellipse cx="46" cy="26" rx="3" ry="3.5" />
        <path d="M16 24c-4-2-4 3 0 2" stroke="#db2777" strokeWidth="1.5" fill="none" />
      </g>
    ),
  },
  other: {
    background: '#f3f4f6',
    shape: (
      <g fill="#4b5563">
        <rect x="16" y="21" width="26" height="12" rx="5" />
        <rect x="18" y="31" width="4" height="10" />
        <rect x="36" y="31" width="4" height="10" />
        <circle cx="46" cy="21" r="5" />
      </g>
    ),
  },
};

interface LivestockIllustrationProps {
  animalType: string;
  /** The text alternative, e.g. "Picture of Bonsmara bull"; without one the drawing is decorative. */
  label?: string;
  /** The width in px; the drawing is 5:4. */
  size?: number;
  className?: string;
}

export function LivestockIllustration({
  animalType,
  label,
  size = 120,
  className,
}: LivestockIllustrationProps) {
  const drawing = DRAWINGS[animalCategory(animalType)];
  return (
    <svg
      width={size}
      height={Math.round((size * 48) / 60)}
      viewBox="0 0 60 48"
      className={['livestock-illustration', className].filter(Boolean).join(' ')}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <rect width="60" height="48" rx="6" fill={drawing.background} />
      {drawing.shape}
      <rect x="4" y="41" width="52" height="1.5" fill="#a3a3a3" />
    </svg>
  );
}
