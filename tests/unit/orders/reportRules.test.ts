// The report's checks, and an error that clears as soon as its cause is fixed.
import { ordersMsg } from '@/features/orders/messages';
import { describe, expect, it } from 'vitest';
import { checkReport, liveProblem, type ReportForm } from '@/features/orders/reportRules';
import { outboxMsg } from '@/features/orders/messages';

const filled: ReportForm = {
  healthState: 'Good',
  description: 'Healthy herd',
  hasCertificate: true,
  file: null,
};
const certificate = new File(['%PDF-1.4'], 'certificate.pdf', { type: 'application/pdf' });

describe('liveProblem', () => {
  it('drops "Please provide the health status document." once a file is chosen', () => {
    const problem = checkReport(filled);
    expect(problem?.message).toBe(ordersMsg.reportDocumentMissing);
    expect(liveProblem(problem, filled)).toEqual(problem);
    expect(liveProblem(problem, { ...filled, file: certificate })).toBeNull();
    expect(liveProblem(problem, { ...filled, hasCertificate: false })).toBeNull();
  });

  it('drops the missing status and description message once both are given', () => {
    const empty = { ...filled, healthState: '' as const, description: '', hasCertificate: false };
    const problem = checkReport(empty);
    expect(problem?.message).toBe(ordersMsg.reportMissing);
    expect(liveProblem(problem, { ...empty, healthState: 'Poor' })).toEqual(problem);
    expect(liveProblem(problem, { ...empty, healthState: 'Poor', description: 'Lame' })).toBeNull();
  });

  it('keeps a problem that no edit can fix (saving on the device failed)', () => {
    const saving = { field: 'report' as const, message: outboxMsg.saveFailed };
    expect(liveProblem(saving, { ...filled, file: certificate })).toEqual(saving);
    expect(liveProblem(null, filled)).toBeNull();
  });
});
