// The True/False checklist's answers and their summary, as pure functions.
import { CHECKLIST_ITEMS, type ChecklistKey } from './sampleCompletedOrder';

export type ChecklistAnswers = Partial<Record<ChecklistKey, boolean>>;

export interface ChecklistSummary {
  truths: number;
  falsehoods: number;
  unanswered: number;
}

export function summarizeChecklist(answers: ChecklistAnswers): ChecklistSummary {
  const values = CHECKLIST_ITEMS.map((item) => answers[item.key]);
  return {
    truths: values.filter((value) => value === true).length,
    falsehoods: values.filter((value) => value === false).length,
    unanswered: values.filter((value) => value === undefined).length,
  };
}

/** "8 True, 1 False, 1 not answered." */
export function describeSummary({ truths, falsehoods, unanswered }: ChecklistSummary): string {
  return `${truths} True, ${falsehoods} False, ${unanswered} not answered.`;
}
