// The vet application form: clinic, contact, ID, qualification, four documents and the practice location (kept as a draft).
import { registrationMsg } from './messages';
import type { Profile } from '@contract/wire/profile';
import { useCallback, useId, useMemo, useState } from 'react';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { DraftOffer } from '@/components/DraftOffer';
import { Field } from '@/components/Field';
import { FileInput } from '@/components/FileInput';
import { PhoneField } from '@/components/PhoneField';
import { TextField } from '@/components/TextField';
import { useDraft } from '@/lib/drafts/useDraft';
import { useForm } from '@/lib/forms/useForm';
import { isInSouthAfrica } from '@/lib/geo/southAfrica';
import { draftMsg } from '@/lib/text/messages';
import { lastApplication } from '@/lib/portal/profile';
import { notify } from '@/lib/toasts/toast';
import { useReapplyMutation, useSubmitApplicationMutation } from './api';
import {
  applicationBody,
  DOCUMENTS,
  emptyFiles,
  FIELD_ORDER,
  firstProblem,
  QUALIFICATIONS,
  SERVER_FIELDS,
  type ApplicationFiles,
  type ApplicationValues,
  type DocumentKey,
  type FieldKey,
  type PracticeLocation,
} from './applicationRules';
import { LocationPicker } from './LocationPicker';

interface ApplicationFormProps {
  profile: Profile;
  onSubmitted: () => void;
  /** Cancel: a vet without an approved application has no portal to return to, so this logs out. */
  onCancel: () => void;
}

/** A vet's one application draft (under the names earlier versions stored it, so it is still found). */
const APPLICATION_DRAFT = { topic: 'application', key: 'application', label: '' } as const;

/** A declined vet's form starts from the last application (documents must be chosen again). */
function startingPoint(profile: Profile) {
  const last = lastApplication(profile);
  const declined = last?.is_declined === true;
  const lat = Number(last?.vet_latitude);
  const lng = Number(last?.vet_longitude);
  const values: ApplicationValues = {
    clinicName: declined ? last.clinic_name : '',
    phone: '',
    idNumber: '',
    qualificationType: declined ? last.qualification_type : '',
    address: declined ? last.address : '',
  };
  const location: PracticeLocation | null =
    declined && last.location && Number.isFinite(lat) && Number.isFinite(lng)
      ? { lat, lng, label: last.location }
      : null;
  return { declined, applicationId: declined ? last.id : null, values, location };
}

export function ApplicationForm({ profile, onSubmitted, onCancel }: ApplicationFormProps) {
  const [start] = useState(() => startingPoint(profile));
  const draftTitleId = useId();
  const reapply = start.declined && start.applicationId !== null;
  const [files, setFiles] = useState<ApplicationFiles>(emptyFiles);
  const [location, setLocation] = useState<PracticeLocation | null>(start.location);
  const [leaving, setLeaving] = useState(false);
  const [submitApplication] = useSubmitApplicationMutation();
  const [sendReapplication] = useReapplyMutation();

  const form = useForm<FieldKey, ApplicationValues>({
    order: FIELD_ORDER,
    initial: start.values,
    check: async (values) => {
      const found = await firstProblem({ values, files, location, reapply }, isInSouthAfrica);
      return found ? { [found.field]: found.message } : {};
    },
    send: (values) => {
      const body = applicationBody({ values, files, location, reapply });
      return reapply && start.applicationId !== null
        ? sendReapplication({ applicationId: start.applicationId, body })
        : submitApplication(body);
    },
    serverFields: SERVER_FIELDS,
    failure: registrationMsg.applicationFailed,
    onSent: async () => {
      await saved.clear();
      notify.success(registrationMsg.applicationSubmitted);
      onSubmitted();
    },
  });
  const { values, replace, set, clear } = form;
  const sending = form.busy;
  const errorFor = (field: FieldKey) => form.errors[field] ?? null;

  const dirty =
    Object.values(files).some(Boolean) ||
    JSON.stringify({ values, location }) !==
      JSON.stringify({ values: start.values, location: start.location });
  // What the vet enters (the four files too) is kept on the device as this vet's application draft.
  const draftFields = useMemo(() => ({ values, location }), [values, location]);
  const restore = useCallback(
    (fields: typeof draftFields, restored: Record<string, File | null>) => {
      replace(fields.values);
      setLocation(fields.location);
      setFiles({
        identity_document: restored.identity_document ?? null,
        proof_of_qualification: restored.proof_of_qualification ?? null,
        certification: restored.certification ?? null,
        savc_practice_licence: restored.savc_practice_licence ?? null,
      });
    },
    [replace],
  );
  const saved = useDraft({
    subject: APPLICATION_DRAFT,
    fields: draftFields,
    files,
    blank: !dirty,
    onRestore: restore,
  });

  const setFile = (key: DocumentKey, file: File | null) => {
    setFiles((current) => ({ ...current, [key]: file }));
    clear(key);
  };
  const onLocation = useCallback(
    (next: PracticeLocation) => {
      setLocation(next);
      clear('location');
    },
    [clear],
  );
  const onAddress = useCallback((address: string) => set('address', address), [set]);

  const cancel = () => {
    if (dirty) setLeaving(true);
    else onCancel();
  };

  const leave = async () => {
    await saved.clear(); // "will not be kept": the draft goes too
    onCancel();
  };

  if (saved.offer) {
    return (
      <section className="card application-form" aria-labelledby={draftTitleId}>
        <h1 id={draftTitleId}>{reapply ? 'Re-apply as a vet' : 'Register your clinic'}</h1>
        <DraftOffer
          question={draftMsg.continueApplication}
          discardText={draftMsg.discardApplication}
          savedAt={saved.offer.updatedAt}
          sendButton="Submit"
          onContinue={saved.continueDraft}
          onDiscard={saved.discardDraft}
          headingLevel={2}
        />
      </section>
    );
  }

  return (
    <form className="card application-form" noValidate onSubmit={form.onSubmit}>
      <h1>{reapply ? 'Re-apply as a vet' : 'Register your clinic'}</h1>
      {reapply && (
        <p className="notice" role="status">
          {registrationMsg.reapply}
        </p>
      )}
      <p className="form-intro">
        All fields are needed. Documents can be photos or PDFs of up to 5 MB each.
        {reapply &&
          ' Your clinic details are filled in from your last application; choose your documents again.'}
      </p>

      <TextField
        label="Clinic Name"
        name="clinic_name"
        maxLength={255}
        autoComplete="organization"
        {...form.field('clinicName')}
      />
      {!reapply && (
        <>
          <PhoneField name="clinic_phone" {...form.field('phone')} />
          <TextField
            label="ID Number"
            hint="The 13 digits of your South African ID."
            name="clinic_ID_number"
            inputMode="numeric"
            autoComplete="off"
            maxLength={16}
            {...form.field('idNumber')}
          />
        </>
      )}
      <Field label="Qualification Type" error={errorFor('qualificationType')}>
        <select name="qualification_type" {...form.control('qualificationType')}>
          <option value="">Choose your qualification</option>
          {QUALIFICATIONS.map((qualification) => (
            <option key={qualification} value={qualification}>
              {qualification}
            </option>
          ))}
        </select>
      </Field>

      <fieldset className="documents">
        <legend>Documents</legend>
        {DOCUMENTS.map((doc) => (
          <FileInput
            key={doc.key}
            label={doc.label}
            name={doc.key}
            file={files[doc.key]}
            onChange={(file) => setFile(doc.key, file)}
            error={errorFor(doc.key)}
            inputRef={form.ref<HTMLInputElement>(doc.key)}
          />
        ))}
      </fieldset>

      <LocationPicker
        location={location}
        address={values.address}
        onLocation={onLocation}
        onAddress={onAddress}
        error={errorFor('location')}
        searchRef={form.ref<HTMLInputElement>('location')}
      />

      <p className="field-hint" role="status">
        {saved.problem}
      </p>
      <div className="button-row">
        <Button variant="secondary" onClick={cancel} disabled={sending}>
          Cancel
        </Button>
        <Button type="submit" busy={sending} busyLabel="Submitting...">
          Submit
        </Button>
      </div>

      <Dialog open={leaving} title="Leave the application?" onClose={() => setLeaving(false)}>
        <p>What you entered here will not be kept, and you will be logged out.</p>
        <div className="button-row">
          <Button variant="secondary" onClick={() => setLeaving(false)}>
            Keep editing
          </Button>
          <Button variant="danger" onClick={() => void leave()}>
            Leave
          </Button>
        </div>
      </Dialog>
    </form>
  );
}
