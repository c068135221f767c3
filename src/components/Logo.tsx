// The portal's logo mark.
export function Logo({ size = 40 }: { size?: number }) {
  return <img src="/logo.svg" width={size} height={size} alt="Vet Portal logo" className="logo" />;
}
