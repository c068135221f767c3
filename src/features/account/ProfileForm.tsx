// Your Profile: picture, read-only clinic and email, first name, Surname, phone (+27) and contact preference.
import type { CommunicationMeans } from '@contract/limits';
import type { Profile } from '@contract/wire/profile';
import { useState } from 'react';
import { Button } from '@/components/Button';
import { Field } from '@/components/Field';
import { FileInput } from '@/components/FileInput';
import { PhoneInput } from '@/components/PhoneInput';
import { useForm } from '@/lib/forms/useForm';
import { msg } from '@/lib/text/messages';
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

const SERVER_FIELDS = { first_name: 'firstName', last_name: 'lastName', phone: 'phone' } as const;

export function ProfileForm({ profile }: { profile: Profile }) {
  const [values, setValues] = useState<ProfileValues>(() => ({
    firstName: profile.first_name,
    lastName: profile.last_name,
    phone: fromStoredPhone(profile.phone),
    communication: profile.communication_means,
  }));
  const [picture, setPicture] = useState<File | null>(null);
  const [update] = useUpdateProfileMutation();
  const preview = usePreviewUrl(picture);
  const form = useForm<keyof ProfileValues>({
    order: ['firstName', 'lastName', 'phone', 'communication'],
    check: () => checkProfile(values),
    send: () => update(profileBody(values, picture)),
    serverFields: SERVER_FIELDS,
    failure: msg.profileFailed,
    onSent: () => {
      setPicture(null);
      notify.success(msg.profileUpdated);
    },
  });

  const set = <K extends keyof ProfileValues>(key: K, value: ProfileValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    form.clear(key);
  };

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
          file={picture}
          onChange={setPicture}
          disabled={form.busy}
        />
      </div>
      <Field label="Clinic Name">
        <input name="clinic_name" value={clinicName(profile)} readOnly />
      </Field>
      <Field label="First Name" error={form.errors.firstName}>
        <input
          ref={form.ref('firstName')}
          name="first_name"
          maxLength={100}
          autoComplete="given-name"
          value={values.firstName}
          onChange={(event) => set('firstName', event.target.value)}
        />
      </Field>
      <Field label="Surname" error={form.errors.lastName}>
        <input
          ref={form.ref('lastName')}
          name="last_name"
          maxLength={100}
          autoComplete="family-name"
          value={values.lastName}
          onChange={(event) => set('lastName', event.target.value)}
        />
      </Field>
      <Field
        label="Phone Number"
        hint="Without the country code: +27 is added for you."
        error={form.errors.phone}
      >
        <PhoneInput
          ref={form.ref('phone')}
          name="phone"
          value={values.phone}
          onChange={(event) => set('phone', event.target.value)}
        />
      </Field>
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
              checked={values.communication === option.value}
              onChange={() => set('communication', option.value)}
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
