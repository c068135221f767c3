// Vet applications: POST /vets/application/ and PATCH /dashboard/reapply/{id}/ after a decline.
import { paths, route } from '../../contract/paths.js';
import type { FastifyInstance } from 'fastify';
import { requireActiveUser } from '../auth/guard.js';
import { idParam } from '../body.js';
import { assertAccountRoom } from '../accountStorage.js';
import type { AppContext } from '../context.js';
import { APPLICATION_FILE_COLUMNS, type ApplicationFileColumn } from '../db/fileColumns.js';
import type { ApplicationRow } from '../db/rows.js';
import { FieldErrorCollector, REQUIRED, httpError } from '../errors.js';
import { applicationJson } from '../serializers/profile.js';
import { checkFiles, readForm, removeFiles, storeFile, type FormInput } from '../uploads.js';
import {
  UNSAFE_CHARACTERS,
  hasUnsafeCharacters,
  hasUnsafeTextCharacters,
  isInsideSouthAfrica,
  maxLengthMessage,
  notAChoice,
  parseCoordinate,
} from '../validation.js';
import { QUALIFICATION_TYPES, isChoice } from '../../contract/limits.js';
import { isSaPhone } from '../../contract/rules/phone.js';
import { saIdProblem } from '../../contract/rules/saId.js';
import type { ApplicationRequest } from '../../contract/wire/profile.js';
import { PHONE_MESSAGE } from './profile.js';

const DOCUMENTS = APPLICATION_FILE_COLUMNS;
type DocumentField = ApplicationFileColumn;

const DOCUMENT_RULES = Object.fromEntries(DOCUMENTS.map((f) => [f, 'image-or-pdf' as const]));
const UNDER_REVIEW = 'You already have an application under review.';
const OUTSIDE_SA = 'The practice location must be inside South Africa.';

interface ApplicationFields {
  clinic_name: string;
  clinic_phone: string;
  clinic_id_number: string;
  location: string;
  address: string;
  vet_latitude: number;
  vet_longitude: number;
  qualification_type: string;
}

function lastApplication(ctx: AppContext, userId: number): ApplicationRow | undefined {
  return ctx.db
    .prepare('SELECT * FROM applications WHERE user_id = ? ORDER BY id DESC LIMIT 1')
    .get(userId) as ApplicationRow | undefined;
}

/** A vet whose last application is not declined is either under review or approved. */
function hasOpenApplication(ctx: AppContext, userId: number): boolean {
  const last = lastApplication(ctx, userId);
  return last !== undefined && last.is_declined === 0;
}

/** Validates the text fields (phone and ID number only for a first application) and documents. */
function validate(form: FormInput<ApplicationRequest>, withPhoneAndId: boolean): ApplicationFields {
  const errors = new FieldErrorCollector();
  for (const field of form.truncated) errors.add(field, 'This value is too long.');
  /** A text field; a multi-line one (the address) may hold line breaks and tabs. */
  const text = (field: keyof ApplicationRequest, max: number, multiline = false): string => {
    const value = form.fields.get(field)?.trim() ?? '';
    const unsafe = multiline ? hasUnsafeTextCharacters(value) : hasUnsafeCharacters(value);
    if (!value) errors.add(field, REQUIRED);
    else if (unsafe) errors.add(field, UNSAFE_CHARACTERS);
    else if (value.length > max) errors.add(field, maxLengthMessage(max));
    return value;
  };
  const clinicName = text('clinic_name', 255);
  let clinicPhone = '';
  let idNumber = '';
  if (withPhoneAndId) {
    clinicPhone = text('clinic_phone', 20).replace(/^\+/, '');
    if (clinicPhone && !errors.has('clinic_phone') && !isSaPhone(clinicPhone)) {
      errors.add('clinic_phone', PHONE_MESSAGE);
    }
    idNumber = text('clinic_ID_number', 20).replace(/\s+/g, '');
    if (idNumber && !errors.has('clinic_ID_number') && saIdProblem(idNumber) !== null) {
      errors.add('clinic_ID_number', 'Enter a valid 13-digit South African ID number.');
    }
  }
  const location = text('location', 255);
  const address = text('address', 500, true);
  const coordinate = (field: 'vet_latitude' | 'vet_longitude'): number => {
    const raw = form.fields.get(field)?.trim() ?? '';
    if (!raw) {
      errors.add(field, REQUIRED);
      return Number.NaN;
    }
    const value = parseCoordinate(raw);
    if (value === null) errors.add(field, 'A valid number is required.');
    return value ?? Number.NaN;
  };
  const lat = coordinate('vet_latitude');
  const lng = coordinate('vet_longitude');
  if (Number.isFinite(lat) && Number.isFinite(lng) && !isInsideSouthAfrica(lat, lng)) {
    errors.add('vet_latitude', OUTSIDE_SA);
    errors.add('vet_longitude', OUTSIDE_SA);
  }
  const qualification = text('qualification_type', 20);
  if (qualification && !errors.has('qualification_type')) {
    if (!isChoice(QUALIFICATION_TYPES, qualification)) {
      errors.add('qualification_type', notAChoice(qualification));
    }
  }
  for (const field of DOCUMENTS) {
    if (!form.files.has(field)) errors.add(field, 'No file was submitted.');
  }
  errors.throwIfAny();
  return {
    clinic_name: clinicName,
    clinic_phone: clinicPhone,
    clinic_id_number: idNumber,
    location,
    address,
    vet_latitude: lat,
    vet_longitude: lng,
    qualification_type: qualification,
  };
}

async function storeDocuments(
  ctx: AppContext,
  form: FormInput<ApplicationRequest>,
): Promise<Record<DocumentField, string>> {
  const names: Record<DocumentField, string> = {
    identity_document: '',
    proof_of_qualification: '',
    certification: '',
    savc_practice_licence: '',
  };
  try {
    for (const field of DOCUMENTS) {
      const file = form.files.get(field);
      if (file) names[field] = await storeFile(ctx.mediaDir, file);
    }
  } catch (error) {
    await removeFiles(ctx.mediaDir, Object.values(names));
    throw error;
  }
  return names;
}

/** How one submission is saved: the first application or a re-application. */
interface Submission {
  /** A first application also carries the clinic phone and ID number. */
  withPhoneAndId: boolean;
  /** Throws when the vet may not submit now: before anything is stored, and in the transaction. */
  checkState: () => void;
  /** The documents the write replaces, read inside the transaction (none for a first application). */
  replaces: () => string[];
  /** Writes the application (inside the transaction) and returns its id. */
  write: (fields: ApplicationFields, docs: Record<DocumentField, string>) => number;
}

/**
 * Checks, validates, stores the documents and writes; the documents are removed if the write fails,
 * and the ones the write replaced once it is done.
 */
async function saveApplication(
  ctx: AppContext,
  userId: number,
  form: FormInput<ApplicationRequest>,
  submission: Submission,
): Promise<ApplicationRow> {
  submission.checkState();
  checkFiles(form, DOCUMENT_RULES);
  const fields = validate(form, submission.withPhoneAndId);
  const docs = await storeDocuments(ctx, form);
  const addedBytes = DOCUMENTS.reduce((sum, f) => sum + (form.files.get(f)?.size ?? 0), 0);
  const save = ctx.db.transaction((): { row: ApplicationRow; replaced: string[] } => {
    submission.checkState(); // again, inside the transaction: a twin request may have won
    const replaced = submission.replaces();
    assertAccountRoom(ctx, userId, addedBytes, replaced);
    const id = submission.write(fields, docs);
    const row = ctx.db.prepare('SELECT * FROM applications WHERE id = ?').get(id) as ApplicationRow;
    return { row, replaced };
  });
  let saved: { row: ApplicationRow; replaced: string[] };
  try {
    saved = save();
  } catch (error) {
    await removeFiles(ctx.mediaDir, Object.values(docs));
    throw error;
  }
  await removeFiles(ctx.mediaDir, saved.replaced);
  return saved.row;
}

export function registerApplicationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(route(paths.application), async (request, reply) => {
    const user = await requireActiveUser(ctx, request);
    const form = await readForm<ApplicationRequest>(ctx, request, user.id, DOCUMENTS);
    const row = await saveApplication(ctx, user.id, form, {
      withPhoneAndId: true,
      replaces: () => [],
      checkState: () => {
        if (hasOpenApplication(ctx, user.id)) throw httpError(400, UNDER_REVIEW);
      },
      write: (fields, docs) => {
        const now = new Date().toISOString();
        const result = ctx.db
          .prepare(
            `INSERT INTO applications (user_id, clinic_name, clinic_phone, clinic_id_number, location,
               address, vet_latitude, vet_longitude, qualification_type, identity_document,
               proof_of_qualification, certification, savc_practice_licence, is_declined,
               created_at, updated_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`,
          )
          .run(
            user.id,
            fields.clinic_name,
            fields.clinic_phone,
            fields.clinic_id_number,
            fields.location,
            fields.address,
            fields.vet_latitude,
            fields.vet_longitude,
            fields.qualification_type,
            docs.identity_document,
            docs.proof_of_qualification,
            docs.certification,
            docs.savc_practice_licence,
            now,
            now,
          );
        return Number(result.lastInsertRowid);
      },
    });
    return reply.code(201).send(applicationJson(row));
  });

  app.patch<{ Params: { id: string } }>(route(paths.reapply), async (request) => {
    const user = await requireActiveUser(ctx, request);
    const id = idParam(request.params.id);
    const target = id
      ? (ctx.db
          .prepare('SELECT * FROM applications WHERE id = ? AND user_id = ?')
          .get(id, user.id) as ApplicationRow | undefined)
      : undefined;
    if (!target) throw httpError(404, 'Application not found.');
    const form = await readForm<ApplicationRequest>(ctx, request, user.id, DOCUMENTS);
    const row = await saveApplication(ctx, user.id, form, {
      withPhoneAndId: false,
      replaces: () => {
        const current = ctx.db
          .prepare('SELECT * FROM applications WHERE id = ?')
          .get(target.id) as ApplicationRow;
        return DOCUMENTS.map((field) => current[field]).filter(
          (name): name is string => name !== null && name !== '',
        );
      },
      checkState: () => {
        const last = lastApplication(ctx, user.id);
        if (last?.id !== target.id) {
          throw httpError(400, 'Only your latest application can be re-submitted.');
        }
        if (last.is_declined !== 1) {
          throw httpError(400, 'Only a declined application can be re-submitted.');
        }
      },
      write: (fields, docs) => {
        ctx.db
          .prepare(
            `UPDATE applications SET clinic_name = ?, location = ?, address = ?, vet_latitude = ?,
               vet_longitude = ?, qualification_type = ?, identity_document = ?,
               proof_of_qualification = ?, certification = ?, savc_practice_licence = ?,
               is_declined = 0, updated_at = ?
             WHERE id = ?`,
          )
          .run(
            fields.clinic_name,
            fields.location,
            fields.address,
            fields.vet_latitude,
            fields.vet_longitude,
            fields.qualification_type,
            docs.identity_document,
            docs.proof_of_qualification,
            docs.certification,
            docs.savc_practice_licence,
            new Date().toISOString(),
            target.id,
          );
        ctx.db.prepare('UPDATE users SET is_verified = 0 WHERE id = ?').run(user.id);
        return target.id;
      },
    });
    return applicationJson(row);
  });
}
