// The portal's logo mark, drawn inline: as an <img> each SVG costs the page an SVG document of its own.
export function Logo({ size = 40 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role="img"
      aria-label="Vet Portal logo"
      className="logo"
    >
      <rect width="64" height="64" rx="12" fill="#14532d" />
      <path d="M26 12h12v14h14v12H38v14H26V38H12V26h14z" fill="#fff" />
    </svg>
  );
}
