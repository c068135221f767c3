// The Account panel of the portal: Your Profile and Bank Details.
import type { PanelProps } from '@/lib/panels';
import { BankDetailsForm } from './BankDetailsForm';
import { ProfileForm } from './ProfileForm';
import './account.css';

export default function AccountPanel({ profile }: PanelProps) {
  return (
    <div className="account-panel">
      <h1>Account</h1>
      <ProfileForm profile={profile} />
      <BankDetailsForm profile={profile} />
    </div>
  );
}
