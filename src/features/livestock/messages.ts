// The livestock feature's own words (the spec's texts verbatim); the words features share are in src/lib/text/messages.ts.

export const livestockMsg = {
  noLivestockMatch: 'No livestock matches your search.',
  verifyPreview:
    'Preview — verification is not connected to the marketplace yet. Nothing was changed.',
} as const;
