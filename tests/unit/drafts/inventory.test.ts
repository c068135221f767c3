// The drafts' size in Account, On this device: the chosen files' bytes plus the typed fields.
import { describe, expect, it } from 'vitest';
import { draftSize } from '@/lib/drafts/inventory';

describe('draftSize', () => {
  it('counts the files and the fields as JSON', () => {
    const fields = { description: 'Alert.' };
    const text = JSON.stringify(fields).length;
    expect(draftSize({ fields, files: {} })).toBe(text);
    const blob = new Blob([new Uint8Array(30_000)]);
    const certificate = { blob, name: 'c.pdf', type: 'application/pdf', lastModified: 0 };
    expect(draftSize({ fields, files: { certificate, other: null } })).toBe(30_000 + text);
  });
});
