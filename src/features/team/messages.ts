// The team feature's own words (the spec's texts verbatim); the words features share are in src/lib/text/messages.ts.

export const teamMsg = {
  noTeamMemberMatch: 'No team member matches your search.',
  nameRequired: 'Please enter a name.',
  surnameRequired: 'Please enter a surname.',
  emailInvalid: 'Please enter a valid email address.',
  invitationPreview: (name: string) =>
    `Preview — no invitation was sent to ${name}. Team invitations are not connected to the marketplace yet.`,
} as const;
