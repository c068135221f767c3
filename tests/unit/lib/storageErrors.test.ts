// isQuotaExceeded: the full-device errors of Chromium, Safari and Firefox, also when wrapped.
import { describe, expect, it } from 'vitest';
import { isQuotaExceeded } from '@/lib/storage/storageErrors';

describe('isQuotaExceeded', () => {
  it('recognises the quota errors browsers raise', () => {
    expect(isQuotaExceeded(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaExceeded({ name: 'NS_ERROR_DOM_QUOTA_REACHED', message: '' })).toBe(true);
    expect(isQuotaExceeded({ name: 'Error', code: 22 })).toBe(true);
    expect(isQuotaExceeded({ name: 'Error', code: 1014 })).toBe(true);
  });
  it('sees a quota error wrapped as the cause of another error', () => {
    const wrapped = new Error('not saved', {
      cause: new DOMException('full', 'QuotaExceededError'),
    });
    expect(isQuotaExceeded(wrapped)).toBe(true);
  });
  it('is false for other failures', () => {
    expect(isQuotaExceeded(new DOMException('gone', 'InvalidStateError'))).toBe(false);
    expect(isQuotaExceeded(new DOMException('aborted', 'AbortError'))).toBe(false);
    expect(isQuotaExceeded(new Error('network'))).toBe(false);
    expect(isQuotaExceeded({ name: 'Error', code: 23 })).toBe(false);
    expect(isQuotaExceeded(null)).toBe(false);
    expect(isQuotaExceeded('QuotaExceededError')).toBe(false);
  });
});
