// The report step's answers (health status, description, certificate switch and file) and where they started.
import type { Order } from '@contract/wire/order';
import { useCallback, useState } from 'react';
import { fromWire, sameAnswers, type ReportAnswers } from './reportCodec';
import type { ReportForm } from './reportRules';

/** The answers the step starts from: the report the order already carries, if any. */
const startingAnswers = (order: Order): ReportAnswers => ({
  ...fromWire(order),
  // The certificate the report already sent: the switch starts on and the file is shown.
  hasCertificate: Boolean(order.certificate_of_safety),
  file: null,
});

export interface ReportAnswersState {
  answers: ReportAnswers;
  /** Changes some answers (a field edited, a draft or a stored report put back). */
  change: (next: Partial<ReportAnswers>) => void;
  /** Nothing changed since the step opened: no draft is kept. */
  blank: boolean;
  /** The answers as the report's rules read them. */
  form: ReportForm;
}

export function useReportAnswers(order: Order): ReportAnswersState {
  const start = startingAnswers(order);
  const [answers, setAnswers] = useState(start);
  const change = useCallback(
    (next: Partial<ReportAnswers>) => setAnswers((now) => ({ ...now, ...next })),
    [],
  );
  const blank = sameAnswers(answers, start);
  return { answers, change, blank, form: { ...answers, certificateSent: start.hasCertificate } };
}
