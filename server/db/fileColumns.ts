// The columns that name a file in media/, one list for the routes, the account ceiling and the sweep.

/** A user's own files: set through PATCH /profile/. */
export const USER_FILE_COLUMNS = ['profile_picture', 'bank_confirmation_certificate'] as const;
export type UserFileColumn = (typeof USER_FILE_COLUMNS)[number];

/** An application's documents: sent with the application or a re-application. */
export const APPLICATION_FILE_COLUMNS = [
  'identity_document',
  'proof_of_qualification',
  'certification',
  'savc_practice_licence',
] as const;
export type ApplicationFileColumn = (typeof APPLICATION_FILE_COLUMNS)[number];

/** Every table and column that names a file in media/. */
export const FILE_COLUMNS: readonly (readonly [string, string])[] = [
  ...USER_FILE_COLUMNS.map((column) => ['users', column] as const),
  ...APPLICATION_FILE_COLUMNS.map((column) => ['applications', column] as const),
  ['orders', 'certificate_of_safety'],
  ['products', 'prod_picture'],
  ['sellers', 'profile_picture'],
];
