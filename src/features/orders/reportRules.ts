// The inspection report's checks before it is queued (the spec's first reading, certificate optional).
import { ordersMsg } from './messages';
import type { ReportAnswers } from './reportCodec';

/** The answers as the rules read them. */
export interface ReportForm extends ReportAnswers {
  /** The report already sent carries a certificate: with the switch on, it stays unless replaced. */
  certificateSent?: boolean;
}

export type ReportProblem = { field: 'report' | 'certificate'; message: string } | null;

/**
 * Status and description are required; with the certificate toggle on, a file is required too,
 * unless the report already sent has one (then it is kept). With the toggle off no certificate is
 * sent (the API marks it optional).
 */
export function checkReport(form: ReportForm): ReportProblem {
  if (!form.healthState || !form.description.trim()) {
    return { field: 'report', message: ordersMsg.reportMissing };
  }
  if (form.hasCertificate && !form.file && !form.certificateSent) {
    return { field: 'certificate', message: ordersMsg.reportDocumentMissing };
  }
  return null;
}

/**
 * The problem still worth showing: a check's message goes as soon as the form no longer fails that
 * check (a file chosen, a status picked); other problems (saving on the device) stay until submit.
 */
export function liveProblem(problem: ReportProblem, form: ReportForm): ReportProblem {
  if (!problem) return null;
  const checked =
    problem.message === ordersMsg.reportMissing ||
    problem.message === ordersMsg.reportDocumentMissing;
  if (!checked) return problem;
  return checkReport(form)?.message === problem.message ? problem : null;
}
