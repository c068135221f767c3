// A small drawn placeholder picture for a sample listing (no external image URLs in the preview).

const COLOURS: Record<string, string> = {
  Cattle: '#7c2d12',
  Sheep: '#475569',
  Goat: '#854d0e',
  Pig: '#9d174d',
};

interface LivestockImageProps {
  animalType: string;
  label: string;
  size?: number;
}

export function LivestockImage({ animalType, label, size = 48 }: LivestockImageProps) {
  const colour = COLOURS[animalType] ?? '#14532d';
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox="0 0 48 48"
      className="livestock-image"
    >
      <rect width="48" height="48" rx="8" fill={colour} />
      {/* A simple animal head: ears, face and muzzle. */}
      <ellipse cx="12" cy="17" rx="6" ry="3.5" fill="#fff" opacity="0.85" />
      <ellipse cx="36" cy="17" rx="6" ry="3.5" fill="#fff" opacity="0.85" />
      <ellipse cx="24" cy="22" rx="10" ry="11" fill="#fff" />
      <ellipse cx="24" cy="32" rx="7" ry="5" fill="#e5e7eb" />
      <circle cx="20" cy="20" r="1.6" fill={colour} />
      <circle cx="28" cy="20" r="1.6" fill={colour} />
      <text x="24" y="45" textAnchor="middle" fontSize="7" fill="#fff" fontFamily="sans-serif">
        {animalType}
      </text>
    </svg>
  );
}
