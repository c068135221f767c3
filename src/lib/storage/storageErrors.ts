// Recognises a full device: the storage errors browsers raise when a write does not fit the quota.

/** Legacy DOMException codes for a full quota: 22 (QUOTA_EXCEEDED_ERR), 1014 (Firefox). */
const QUOTA_CODES = new Set([22, 1014]);
const QUOTA_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);

/**
 * True when `error` (or the error it wraps as its `cause`) says the device has no room left:
 * a DOMException named QuotaExceededError, Firefox's NS_ERROR_DOM_QUOTA_REACHED, code 22/1014,
 * or another error whose message speaks of the quota.
 */
export function isQuotaExceeded(error: unknown): boolean {
  for (let seen = 0, current = error; seen < 5; seen++) {
    if (typeof current !== 'object' || current === null) return false;
    const { name, code, message, cause } = current as {
      name?: unknown;
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof name === 'string' && QUOTA_NAMES.has(name)) return true;
    // Some engines fail an IndexedDB write for space as UnknownError or AbortError, naming it only
    // in the message ("Quota exceeded").
    if (typeof message === 'string' && /quota/i.test(message)) return true;
    if (typeof code === 'number' && QUOTA_CODES.has(code)) return true;
    current = cause;
  }
  return false;
}
