// Long API answers are frozen before the store sees them, so Immer does not walk them again.
import { createNextState as produce } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { frozen } from '@/lib/api/frozen';

describe('frozen', () => {
  it('freezes a list answer, not its rows, and returns the same value', () => {
    const answer = [
      { id: 1, seller: { name: 'A', phones: ['1'] } },
      { id: 2, seller: null },
    ];
    expect(frozen(answer)).toBe(answer);
    expect(Object.isFrozen(answer)).toBe(true);
    expect(Object.isFrozen(answer[0])).toBe(false);
    const single = { id: 3 };
    expect(frozen(single)).toBe(single);
    expect(Object.isFrozen(single)).toBe(true);
    expect(frozen('text')).toBe('text');
    expect(frozen(null)).toBeNull();
  });

  it('is left as it is by Immer when it enters state (no copy, no walk)', () => {
    const rows = frozen(
      Array.from({ length: 3 }, (_, id) => ({ id, amount: '1.00', seller: { name: 'A' } })),
    );
    const state = produce({ data: [] as { id: number; amount: string }[] }, (draft) => {
      draft.data = rows;
    });
    expect(state.data).toBe(rows);
    // Immer walks and freezes a new value it finds unfrozen; a frozen list it does not enter.
    expect(Object.isFrozen(rows[0])).toBe(false);
  });
});
