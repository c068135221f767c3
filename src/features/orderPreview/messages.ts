// The orderPreview feature's own words (the spec's texts verbatim); the words features share are in src/lib/text/messages.ts.

export const orderPreviewMsg = {
  checklistPreview:
    'Preview — nothing was sent. This checklist is not connected to the marketplace yet.',
} as const;
