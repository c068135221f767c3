// The benches' comparison with the floor app: the ratio, and each target met or MISSED.
import { describe, expect, it } from 'vitest';
import { floorLines } from '../../../scripts/bench-common';

describe('floorLines', () => {
  it('prints both figures and the ratio, and a ratio target met', () => {
    const [text] = floorLines([{ what: 'Offline open', portal: 660, floor: 600, maxRatio: 1.15 }]);
    expect(text).toMatch(/portal\s+660\.0 ms/);
    expect(text).toMatch(/floor\s+600\.0 ms/);
    expect(text).toContain('1.10×');
    expect(text).toMatch(/target ≤ 1\.15× met$/);
  });

  it('says MISSED for a ratio over its target', () => {
    const [text] = floorLines([{ what: 'Offline open', portal: 860, floor: 600, maxRatio: 1.15 }]);
    expect(text).toContain('1.43×');
    expect(text).toMatch(/target ≤ 1\.15× MISSED$/);
  });

  it('checks a time target beside the ratio, each on its own', () => {
    const [text] = floorLines([
      { what: 'Ready on 3G', portal: 7000, floor: 5000, maxRatio: 1.5, maxMs: 6000 },
    ]);
    expect(text).toContain('1.40×');
    expect(text).toMatch(/target ≤ 1\.50× met, ≤ 6000\.0 ms MISSED$/);
  });

  it('says so when a figure has no target, and aligns the rows', () => {
    const lines = floorLines([
      { what: 'Online repeat visit', portal: 900, floor: 900 },
      { what: 'Offline open', portal: 600, floor: 600, maxRatio: 1.15 },
    ]);
    expect(lines[0]).toMatch(/1\.00×\s+\(no target\)$/);
    expect(lines[0]?.indexOf('portal')).toBe(lines[1]?.indexOf('portal'));
  });

  it('gives no ratio against a floor of 0, and judges it by equality', () => {
    const [zero, over] = floorLines([
      { what: 'Total Blocking Time', portal: 0, floor: 0, maxRatio: 1.5 },
      { what: 'Total Blocking Time', portal: 17, floor: 0, maxRatio: 1.5 },
    ]);
    expect(zero).toMatch(/floor\s+0\.0 ms {2}no ratio, the floor is 0 {2}target ≤ 1\.50× met$/);
    expect(over).toMatch(/no ratio, the floor is 0 {2}target ≤ 1\.50× MISSED$/);
    expect(over).not.toContain('Infinity');
  });
});
