// GET /profile/ (the signed-in vet's profile) and PATCH /profile/ (personal and bank details).
import { paths, route } from '../../contract/paths.js';
import type { FastifyInstance } from 'fastify';
import { requireActiveUser, requireUser } from '../auth/guard.js';
import { assertAccountRoom } from '../accountStorage.js';
import type { AppContext } from '../context.js';
import { USER_FILE_COLUMNS, type UserFileColumn } from '../db/fileColumns.js';
import type { UserRow } from '../db/rows.js';
import { FieldErrorCollector } from '../errors.js';
import { profileJson } from '../serializers/profile.js';
import { checkFiles, readForm, removeFiles, storeFile } from '../uploads.js';
import {
  UNSAFE_CHARACTERS,
  hasUnsafeCharacters,
  maxLengthMessage,
  minLengthMessage,
  nameProblem,
  normalizeText,
  notAChoice,
} from '../validation.js';
import { COMMUNICATION_MEANS, isChoice } from '../../contract/limits.js';
import { sharedMsg } from '../../contract/messages.js';
import { accountNumberDigits, isAccountNumber } from '../../contract/rules/bank.js';
import { isSaPhone } from '../../contract/rules/phone.js';
import type { BankUpdate, ProfileUpdate } from '../../contract/wire/profile.js';

type ProfileColumn =
  | 'first_name'
  | 'last_name'
  | 'phone'
  | 'communication_means'
  | 'account_number'
  | 'bank_name'
  | 'profile_picture'
  | 'bank_confirmation_certificate';

export const PHONE_MESSAGE =
  'Enter a valid South African phone number: 27 followed by 9 digits, e.g. 27821234567.';

export function registerProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(route(paths.profile), async (request) => {
    const user = await requireUser(ctx, request);
    return profileJson(ctx.db, user, ctx.media.forViewer(user));
  });

  app.patch(route(paths.updateProfile), async (request) => {
    const user = await requireActiveUser(ctx, request);
    const form = await readForm<ProfileUpdate & BankUpdate>(
      ctx,
      request,
      user.id,
      USER_FILE_COLUMNS,
    );
    checkFiles(form, { profile_picture: 'image', bank_confirmation_certificate: 'image-or-pdf' });

    const errors = new FieldErrorCollector();
    const changes = new Map<ProfileColumn, string | null>();
    for (const field of form.truncated) errors.add(field, 'This value is too long.');

    for (const field of ['first_name', 'last_name'] as const) {
      const value = form.fields.get(field);
      if (value === undefined) continue;
      const problem = nameProblem(value);
      if (problem) errors.add(field, problem);
      else changes.set(field, normalizeText(value));
    }
    const phone = form.fields.get('phone');
    if (phone !== undefined) {
      const digits = phone.trim().replace(/^\+/, '');
      if (!isSaPhone(digits)) errors.add('phone', PHONE_MESSAGE);
      else {
        const owner = ctx.db
          .prepare('SELECT id FROM users WHERE phone = ? AND id <> ?')
          .get(digits, user.id);
        if (owner) errors.add('phone', 'A user with that phone number already exists.');
        else changes.set('phone', digits);
      }
    }
    const means = form.fields.get('communication_means');
    if (means !== undefined) {
      const value = means.trim();
      if (isChoice(COMMUNICATION_MEANS, value)) changes.set('communication_means', value);
      else errors.add('communication_means', notAChoice(value));
    }
    const account = form.fields.get('account_number');
    if (account !== undefined) {
      const value = accountNumberDigits(account);
      if (isAccountNumber(value)) changes.set('account_number', value);
      else errors.add('account_number', sharedMsg.accountNumberInvalid);
    }
    const bank = form.fields.get('bank_name');
    if (bank !== undefined) {
      const value = bank.trim();
      if (hasUnsafeCharacters(value)) errors.add('bank_name', UNSAFE_CHARACTERS);
      else if (value.length < 2) errors.add('bank_name', minLengthMessage(2));
      else if (value.length > 100) errors.add('bank_name', maxLengthMessage(100));
      else changes.set('bank_name', value);
    }
    errors.throwIfAny();

    const stored: string[] = [];
    let addedBytes = 0;
    for (const field of USER_FILE_COLUMNS) {
      const file = form.files.get(field);
      if (!file) continue;
      const name = await storeFile(ctx.mediaDir, file);
      stored.push(name);
      addedBytes += file.size;
      changes.set(field, name);
    }
    if (changes.size > 0) {
      const columns = [...changes.keys()];
      // The files replaced are read inside the transaction that replaces them: a request running
      // at the same time has either already swapped its file in (and this one removes it) or
      // will remove this one's, so exactly one file per field stays.
      const save = ctx.db.transaction((): string[] => {
        const current = ctx.db
          .prepare(`SELECT ${USER_FILE_COLUMNS.join(', ')} FROM users WHERE id = ?`)
          .get(user.id) as Pick<UserRow, UserFileColumn>;
        const replaced = USER_FILE_COLUMNS.filter((field) => changes.has(field))
          .map((field) => current[field])
          .filter((name): name is string => name !== null);
        assertAccountRoom(ctx, user.id, addedBytes, replaced);
        ctx.db
          .prepare(`UPDATE users SET ${columns.map((c) => `${c} = ?`).join(', ')} WHERE id = ?`)
          .run(...columns.map((c) => changes.get(c) ?? null), user.id);
        return replaced;
      });
      let replaced: string[];
      try {
        replaced = save();
      } catch (error) {
        await removeFiles(ctx.mediaDir, stored);
        if (error instanceof Error && /UNIQUE.*phone/.test(error.message)) {
          errors.add('phone', 'A user with that phone number already exists.');
          errors.throwIfAny();
        }
        throw error;
      }
      await removeFiles(ctx.mediaDir, replaced);
    }
    const updated = ctx.db.prepare('SELECT * FROM users WHERE id = ?').get(user.id) as UserRow;
    return profileJson(ctx.db, updated, ctx.media.forViewer({ ...updated, session: user.session }));
  });
}
