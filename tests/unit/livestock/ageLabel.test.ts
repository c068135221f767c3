// Livestock ages in words: months while young, whole years from two years on.
import { describe, expect, it } from 'vitest';
import { ageLabel } from '@/features/livestock/ageLabel';

describe('ageLabel', () => {
  it('speaks in months under two years and in years after', () => {
    expect(ageLabel(1)).toBe('1 month');
    expect(ageLabel(18)).toBe('18 months');
    expect(ageLabel(24)).toBe('2 years');
    expect(ageLabel(30)).toBe('2 years');
    expect(ageLabel(48)).toBe('4 years');
  });
});
