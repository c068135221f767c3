// Step 2 of the completed-order mock-up: a True/False checklist, comments and an upload; sends nothing.
import { orderPreviewMsg } from './messages';
import { useState } from 'react';
import { Button } from '@/components/Button';
import { Field } from '@/components/Field';
import { FileInput } from '@/components/FileInput';
import { StepProgress } from '@/components/StepProgress';
import { useForm } from '@/lib/forms/useForm';
import { useFocusOnMount } from '@/lib/hooks/useFocusOnMount';
import { describeSummary, summarizeChecklist, type ChecklistAnswers } from './checklist';
import { CHECKLIST_ITEMS } from './sampleCompletedOrder';

export function ChecklistStep({ onPrevious }: { onPrevious: () => void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [answers, setAnswers] = useState<ChecklistAnswers>({});
  const [comments, setComments] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [summary, setSummary] = useState('');
  // Nothing is required in the mock-up: Confirm shows what a real report would carry.
  const form = useForm<never>({
    order: [],
    check: () => ({}),
    onSent: () =>
      setSummary(
        `${orderPreviewMsg.checklistPreview} ${describeSummary(summarizeChecklist(answers))}`,
      ),
  });

  return (
    <section className="card" aria-labelledby="step-2-title">
      <h3 id="step-2-title" ref={heading} tabIndex={-1}>
        Step 2: Update Report - Health Check Feedback
      </h3>
      <StepProgress step={2} />
      <form noValidate onSubmit={form.onSubmit}>
        <fieldset className="checklist">
          <legend>Verification checklist</legend>
          {CHECKLIST_ITEMS.map((item) => (
            <fieldset key={item.key} className="checklist-item">
              <legend>{item.label}</legend>
              {[true, false].map((value) => (
                <label key={String(value)} className="checklist-choice">
                  <input
                    type="radio"
                    name={item.key}
                    checked={answers[item.key] === value}
                    onChange={() => setAnswers((current) => ({ ...current, [item.key]: value }))}
                  />
                  {value ? 'True' : 'False'}
                </label>
              ))}
            </fieldset>
          ))}
        </fieldset>
        <Field label="Comments">
          <textarea
            value={comments}
            placeholder="Type here"
            onChange={(event) => setComments(event.target.value)}
          />
        </Field>
        <FileInput
          label="Upload the signed health certificate"
          file={file}
          onChange={setFile}
          hint="Upload limit - 5MB. Images or PDF."
          removeLabel="Cancel"
        />
        <div className="button-row">
          <Button variant="secondary" onClick={onPrevious}>
            Previous
          </Button>
          <Button type="submit">Confirm</Button>
        </div>
        <p role="status" className={summary ? 'notice summary' : undefined}>
          {summary}
        </p>
      </form>
    </section>
  );
}
