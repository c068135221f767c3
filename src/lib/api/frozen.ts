// Long API answers frozen before they enter the store: Immer then leaves them as they are.

/**
 * Freezes a list answer itself (not its rows) and returns it. Immer (Redux Toolkit) neither
 * copies nor walks into a frozen value; an unfrozen 10,000-row answer costs it a walk of every
 * property of every row on a slow phone, and freezing each row would cost a walk of its own. The
 * rows are never written (they are typed as the API's answer and only read).
 */
export function frozen<T>(value: T): T {
  if (value !== null && typeof value === 'object') Object.freeze(value);
  return value;
}
