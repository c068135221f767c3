// The portal feature's own words (the spec's texts verbatim); the words features share are in src/lib/text/messages.ts.

export const portalMsg = {
  accountDisabled:
    'Account Disabled - Your account has been disabled. Please contact support for assistance.',
  // Phone-first additions (issue 14)
  firstNameUnlocks: 'Add your first name in your profile to unlock Your wallet and Manage Orders.',
} as const;
