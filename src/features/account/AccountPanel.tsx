// The Account panel of the portal: Your Profile, Bank Details and what is saved on this device (and its space).
import { SavedOnDevice } from '@/components/SavedOnDevice';
import type { PanelProps } from '@/lib/portal/panels';
import { BankDetailsForm } from './BankDetailsForm';
import { DeviceStorage } from './DeviceStorage';
import { ProfileForm } from './ProfileForm';
import './account.css';

export default function AccountPanel({ profile }: PanelProps) {
  return (
    <div className="account-panel">
      <h1>Account</h1>
      <ProfileForm profile={profile} />
      <BankDetailsForm profile={profile} />
      <SavedOnDevice>
        <DeviceStorage />
      </SavedOnDevice>
    </div>
  );
}
