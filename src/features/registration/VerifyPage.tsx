// The vet application form (route /verify) — placeholder until the registration feature lands.
import { Placeholder } from '@/components/Placeholder';
import type { Profile } from '@/lib/profile';

export interface VerifyPageProps {
  profile: Profile;
  onBackToLogin: () => void;
}

export default function VerifyPage(_props: VerifyPageProps) {
  return <Placeholder title="Vet registration" />;
}
