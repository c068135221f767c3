// Your Profile: picture, read-only clinic and email, first name, Surname, phone (+27) and contact preference.
import { isOnline } from '@/lib/online';
import type { CommunicationMeans } from '@contract/limits';
import type { Profile } from '@contract/types/profile';
import { useRef, useState, type SubmitEvent } from 'react';
import { Button } from '@/components/Button';
import { Field } from '@/components/Field';
import { FileInput } from '@/components/FileInput';
import { PhoneInput } from '@/components/PhoneInput';
import { clientErrorOr, serverFieldErrors } from '@/lib/errors';
import { msg } from '@/lib/messages';
import { clinicName, fullName } from '@/lib/profile';
import { notify } from '@/lib/toast';
import { fromStoredPhone } from '@/lib/validation';
import { checkProfile, profileBody, type ProfileErrors, type ProfileValues } from './accountRules';
import { useUpdateProfileMutation } from './api';
import { usePreviewUrl } from './usePreviewUrl';

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
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [update, { isLoading }] = useUpdateProfileMutation();
  const preview = usePreviewUrl(picture);
  const firstNameRef = useRef<HTMLInputElement>(null);
  const lastNameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);

  const set = <K extends keyof ProfileValues>(key: K, value: ProfileValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const showErrors = (found: ProfileErrors) => {
    setErrors(found);
    const order = [
      ['firstName', firstNameRef.current],
      ['lastName', lastNameRef.current],
      ['phone', phoneRef.current],
    ] as const;
    const first = order.find(([key]) => found[key]);
    if (first) {
      notify.error(found[first[0]] ?? msg.profileFailed);
      first[1]?.focus();
    }
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const found = checkProfile(values);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    if (!isOnline()) {
      notify.error(msg.needsConnection);
      return;
    }
    const result = await update(profileBody(values, picture));
    if (result.error) {
      setErrors(serverFieldErrors(result.error, SERVER_FIELDS));
      notify.error(clientErrorOr(result.error, msg.profileFailed));
      return;
    }
    setPicture(null);
    notify.success(msg.profileUpdated);
  };

  const shownPicture = preview ?? profile.profile_picture;
  return (
    <form
      className="card account-form"
      noValidate
      onSubmit={(event) => void submit(event)}
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
          disabled={isLoading}
        />
      </div>
      <Field label="Clinic Name">
        <input name="clinic_name" value={clinicName(profile)} readOnly />
      </Field>
      <Field label="First Name" error={errors.firstName}>
        <input
          ref={firstNameRef}
          name="first_name"
          maxLength={100}
          autoComplete="given-name"
          value={values.firstName}
          onChange={(event) => set('firstName', event.target.value)}
        />
      </Field>
      <Field label="Surname" error={errors.lastName}>
        <input
          ref={lastNameRef}
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
        error={errors.phone}
      >
        <PhoneInput
          ref={phoneRef}
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
      <Button type="submit" busy={isLoading} busyLabel="Saving...">
        Save profile
      </Button>
    </form>
  );
}
