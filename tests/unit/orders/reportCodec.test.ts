// The report's one mapping: answers to and from the draft, the wire and the outbox's stored fields.
import { describe, expect, it } from 'vitest';
import {
  fromDraft,
  fromStored,
  fromWire,
  sameAnswers,
  toDraftFields,
  toDraftFiles,
  toWire,
  type ReportAnswers,
} from '@/features/orders/reportCodec';

const certificate = new File(['%PDF'], 'health.pdf', { type: 'application/pdf' });
const answers: ReportAnswers = {
  healthState: 'Poor',
  description: '  Lame ewe.  ',
  hasCertificate: true,
  file: certificate,
};

describe('the report codec', () => {
  it('keeps the answers in a draft as earlier versions stored them, and puts them back', () => {
    const fields = toDraftFields(answers);
    expect(fields).toEqual({
      healthState: 'Poor',
      description: '  Lame ewe.  ',
      hasCertificate: true,
    });
    expect(toDraftFiles(certificate)).toEqual({ certificate });
    expect(fromDraft(fields, { certificate })).toEqual(answers);
    expect(fromDraft(fields, {})).toEqual({ ...answers, file: null });
  });

  it('sends the answers as the contract names them, the description trimmed', () => {
    expect(toWire(answers)).toEqual({
      inspection_health_state: 'Poor',
      inspection_description: 'Lame ewe.',
    });
    expect(toWire({ ...answers, healthState: '' })).toBeNull();
  });

  it('reads an order’s report, or its absence, in the form’s terms', () => {
    expect(
      fromWire({ inspection_health_state: 'Good', inspection_description: 'Healthy herd.' }),
    ).toEqual({ healthState: 'Good', description: 'Healthy herd.' });
    expect(fromWire({ inspection_health_state: null, inspection_description: null })).toEqual({
      healthState: '',
      description: '',
    });
  });

  it('reads stored fields as a report only when they are one', () => {
    const stored = { inspection_health_state: 'Good', inspection_description: 'Healthy herd.' };
    expect(fromStored(stored)).toEqual(stored);
    expect(fromStored({ ...stored, inspection_health_state: 'Bad' })).toBeNull();
    expect(fromStored({ inspection_health_state: 'Good' })).toBeNull();
  });

  it('tells answers that still are as they started from changed ones', () => {
    const start = { healthState: 'Good' as const, description: '', hasCertificate: false };
    expect(sameAnswers({ ...start, file: null }, start)).toBe(true);
    expect(sameAnswers({ ...start, description: 'x', file: null }, start)).toBe(false);
    expect(sameAnswers({ ...start, file: certificate }, start)).toBe(false);
  });
});
