// The report's hash input and its two UPDATEs come from the contract's field list: a field added there is hashed and written.
import { describe, expect, it } from 'vitest';
import { REPORT_FIELDS } from '../../contract/wire/order.js';
import { requestHash } from '../../server/idempotency.js';
import {
  REPORT_COLUMNS,
  REPORT_SQL,
  reportHashInput,
  reportParams,
  reportRequestHash,
  reportUpdateSql,
  type ReportValues,
} from '../../server/reportFields.js';

/** The contract's list with one more field, as a new version of the contract would have it. */
const WITH_WEIGHT = [...REPORT_FIELDS, 'inspection_weight'] as const;
const WEIGHT_COLUMNS = { ...REPORT_COLUMNS, inspection_weight: 'inspection_weight_kg' };

const values: ReportValues = {
  inspection_health_state: 'Good',
  inspection_description: 'Healthy herd.',
};

const placeholders = (sql: string) => sql.split('?').length - 1;

describe('the report fields on the server', () => {
  it('hashes a field the list gains, by its name', () => {
    const input = reportHashInput(WITH_WEIGHT, { ...values, inspection_weight: '420' });
    expect(input).toEqual({ ...values, inspection_weight: '420' });
  });

  it('writes a field the list gains in both statements, one placeholder each', () => {
    const sql = reportUpdateSql(WITH_WEIGHT, WEIGHT_COLUMNS);
    expect(sql.send).toContain('inspection_weight_kg = ?');
    expect(sql.update).toContain('inspection_weight_kg = COALESCE(?, inspection_weight_kg)');
    const params = reportParams(WITH_WEIGHT, { ...values, inspection_weight: '420' });
    expect(params).toEqual(['Good', 'Healthy herd.', '420']);
    // The certificate, then completed_at and the id (send) or the id alone (update).
    expect(placeholders(sql.send)).toBe(params.length + 3);
    expect(placeholders(sql.update)).toBe(params.length + 2);
  });

  it('writes every field of the contract, each in its own column', () => {
    for (const field of REPORT_FIELDS) {
      expect(REPORT_SQL.send).toContain(`${REPORT_COLUMNS[field]} = ?`);
      expect(REPORT_SQL.update).toContain(`${REPORT_COLUMNS[field]} = COALESCE(?,`);
    }
    expect(placeholders(REPORT_SQL.send)).toBe(REPORT_FIELDS.length + 3);
  });

  it('hashes two requests apart when they differ in any one field', () => {
    const hash = (changed: ReportValues) =>
      reportRequestHash({ kind: 'send', orderId: 7, values: changed, certificateSha256: null });
    for (const field of REPORT_FIELDS) {
      expect(hash({ ...values, [field]: `${values[field]} again` })).not.toBe(hash(values));
      expect(hash({ ...values, [field]: null })).not.toBe(hash(values));
    }
  });

  it('hashes as before the list existed, so replies stored under a key still replay', () => {
    expect(
      reportRequestHash({ kind: 'update', orderId: 7, values, certificateSha256: 'ab12' }),
    ).toBe(
      requestHash({
        kind: 'update',
        order_id: 7,
        inspection_health_state: 'Good',
        inspection_description: 'Healthy herd.',
        certificate_sha256: 'ab12',
      }),
    );
  });
});
