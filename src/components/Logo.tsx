// The portal's logo mark (a hashed file under /assets/, so browsers may keep it for a year).
import logoUrl from '@/assets/logo.svg?no-inline';

export function Logo({ size = 40 }: { size?: number }) {
  return <img src={logoUrl} width={size} height={size} alt="Vet Portal logo" className="logo" />;
}
