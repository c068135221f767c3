// The profile and application JSON the client reads (GET /profile, application responses).
import type { Db } from '../db/schema.js';
import type { Profile, VetApplication } from '../../contract/wire/profile.js';
import type { ApplicationRow, UserRow } from '../db/rows.js';
import type { MediaUrls } from '../media.js';

export function applicationJson(row: ApplicationRow): VetApplication {
  return {
    id: row.id,
    clinic_name: row.clinic_name,
    clinic_phone: row.clinic_phone,
    clinic_ID_number: row.clinic_id_number,
    location: row.location,
    address: row.address,
    vet_latitude: row.vet_latitude,
    vet_longitude: row.vet_longitude,
    qualification_type: row.qualification_type,
    is_declined: row.is_declined === 1,
    created_at: row.created_at,
  };
}

export function listApplications(db: Db, userId: number): ApplicationRow[] {
  return db
    .prepare('SELECT * FROM applications WHERE user_id = ? ORDER BY id ASC')
    .all(userId) as ApplicationRow[];
}

export function profileJson(db: Db, user: UserRow, media: MediaUrls): Profile {
  const applications = listApplications(db, user.id);
  const last = applications.at(-1);
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone,
    user: { id: user.id, username: user.username, email: user.email },
    profile_picture: media.url(user.profile_picture, 'picture'),
    communication_means: user.communication_means,
    account_number: user.account_number,
    bank_name: user.bank_name,
    bank_confirmation_certificate: media.url(user.bank_confirmation_certificate, 'document'),
    clinic_name: last?.clinic_name ?? '',
    has_applied: applications.length > 0,
    is_verified: user.is_verified === 1,
    is_disabled: user.is_disabled === 1,
    applications: applications.map(applicationJson),
  };
}
