// The checklist summary: True, False and unanswered items counted over all ten checks.
import { describe, expect, it } from 'vitest';
import { describeSummary, summarizeChecklist } from '@/features/orderPreview/checklist';
import { CHECKLIST_ITEMS } from '@/features/orderPreview/sampleCompletedOrder';

describe('summarizeChecklist', () => {
  it('lists the ten checks of the spec', () => {
    expect(CHECKLIST_ITEMS.map((item) => item.label)).toEqual([
      'Animal type',
      'Age',
      'Gender',
      'Breed',
      'Height',
      'Weight',
      'Health status',
      'Medical conditions',
      'Health certificate authenticity',
      'Brand mark',
    ]);
  });

  it('counts every item as unanswered at first', () => {
    expect(summarizeChecklist({})).toEqual({ truths: 0, falsehoods: 0, unanswered: 10 });
  });

  it('counts True and False answers', () => {
    const summary = summarizeChecklist({ age: true, breed: true, brandMark: false });
    expect(summary).toEqual({ truths: 2, falsehoods: 1, unanswered: 7 });
    expect(describeSummary(summary)).toBe('2 True, 1 False, 7 not answered.');
  });
});
