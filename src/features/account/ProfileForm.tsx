// Your Profile: picture, read-only clinic and email, first name, Surname, phone (+27) and contact preference.
import { accountMsg } from './messages';
import type { CommunicationMeans } from '@contract/limits';
import type { Profile } from '@contract/wire/profile';
import { Button } from '@/components/Button';
import { Field } from '@/components/Field';
import { FileInput } from '@/components/FileInput';
import { PhoneField } from '@/components/PhoneField';
import { TextField } from '@/components/TextField';
import { useForm } from '@/lib/forms/useForm';
import { clinicName, fullName } from '@/lib/portal/profile';
import { notify } from '@/lib/toasts/toast';
import { fromStoredPhone } from '@/lib/forms/validation';
import { checkProfile, profileBody, type ProfileValues } from './accountRules';
import { useUpdateProfileMutation } from './api';
import { usePreviewUrl } from './usePreviewUrl';
import { mediaUrl } from '@/lib/api/mediaUrl';

const CONTACT_OPTIONS: { value: CommunicationMeans; label: string }[] = [
  { value: 'both', label: 'Both' },
  { value: 'phone', label: 'Phone' },
  { value: 'email', label: 'Email' },
];

/** The form's values: the profile's words and a new picture, if one is chosen. */
type ProfileEntry = ProfileValues & { picture: File | null };

const SERVER_FIELDS = { first_name: 'firstName', last_name: 'lastName', phone: 'phone' } as const;

/** The two name fields, alike but for their words. */
const NAMES = [
  { key: 'firstName', label: 'First Name', name: 'first_name', autoComplete: 'given-name' },
  { key: 'lastName', label: 'Surname', name: 'last_name', autoComplete: 'family-name' },
] as const;

export function ProfileForm({ profile }: { profile: Profile }) {
  const [update] = useUpdateProfileMutation();
  const form = useForm<keyof ProfileEntry, ProfileEntry>({
    order: ['picture', 'firstName', 'lastName', 'phone', 'communication'],
    initial: () => ({
      picture: null,
      firstName: profile.first_name,
      lastName: profile.last_name,
      phone: fromStoredPhone(profile.phone),
      communication: profile.communication_means,
    }),
    check: checkProfile,
    send: (values) => update(profileBody(values, values.picture)),
    serverFields: SERVER_FIELDS,
    failure: accountMsg.profileFailed,
    onSent: () => {
      form.set('picture', null);
      notify.success(accountMsg.profileUpdated);
    },
  });

  const preview = usePreviewUrl(form.values.picture);
  const shownPicture =
    preview ?? (profile.profile_picture ? mediaUrl(profile.profile_picture) : null);
  return (
    <form
      className="card account-form"
      noValidate
      onSubmit={form.onSubmit}
      aria-labelledby="your-profile-title"
    >
      <h2 id="your-profile-title">Your Profile</h2>
      <div className="profile-picture">
        {shownPicture ? (
          <img
            src={shownPicture}
            alt={fullName(profile) || 'You'}
            width={96}
            height={96}
            className="avatar"
          />
        ) : (
          <span className="avatar avatar-empty">No picture yet</span>
        )}
        <FileInput
          label="Profile picture"
          name="profile_picture"
          kind="image"
          {...form.file('picture')}
        />
      </div>
      <Field label="Clinic Name">
        <input name="clinic_name" value={clinicName(profile)} readOnly />
      </Field>
      {NAMES.map(({ key, ...input }) => (
        <TextField key={key} maxLength={100} {...input} {...form.field(key)} />
      ))}
      <PhoneField name="phone" {...form.field('phone')} />
      <Field label="Email">
        <input name="email" type="email" value={profile.user.email} readOnly />
      </Field>
      <fieldset className="contact-preference">
        <legend>Contact preference</legend>
        {CONTACT_OPTIONS.map((option) => (
          <label key={option.value} className="radio-option">
            <input
              type="radio"
              name="communication_means"
              value={option.value}
              checked={form.values.communication === option.value}
              onChange={() => form.set('communication', option.value)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <Button type="submit" busy={form.busy} busyLabel="Saving...">
        Save profile
      </Button>
    </form>
  );
}
