// The inspection report's one mapping: the step's answers to and from its draft, its outbox fields and the wire.
import type { HealthState } from '@contract/limits';
import { reportRequest, type ReportField, type ReportRequest } from '@contract/wire/order';
import type { TextFields } from '@/lib/outbox/types';
import * as v from 'valibot';

/** What the vet answers in the report step. */
export interface ReportAnswers {
  healthState: HealthState | '';
  description: string;
  hasCertificate: boolean;
  file: File | null;
}

/** The answers a draft keeps as data (under the names earlier versions stored, so old drafts restore). */
export type ReportDraftFields = Omit<ReportAnswers, 'file'>;

/** The draft's files: the chosen certificate, in the slot earlier versions stored it in. */
export type ReportDraftFiles = { certificate: File | null };

/** The wire's fields, as an order carries them (null: not set) or a stored report holds them. */
export type WireReport = { readonly [Field in ReportField]: ReportRequest[Field] | null };

/** The answers the form starts from, or a draft's or a stored report's put back. */
type WireAnswers = Pick<ReportAnswers, 'healthState' | 'description'>;

/** The answers a draft keeps (the certificate goes in its files). */
export const toDraftFields = ({
  healthState,
  description,
  hasCertificate,
}: ReportDraftFields): ReportDraftFields => ({ healthState, description, hasCertificate });

/** The draft's files for the chosen certificate. */
export const toDraftFiles = (file: File | null): ReportDraftFiles => ({ certificate: file });

/** A draft's answers and files back in the form. */
export const fromDraft = (
  saved: ReportDraftFields,
  files: Partial<Record<string, File | null>>,
): ReportAnswers => ({ ...toDraftFields(saved), file: files.certificate ?? null });

/** The same answers a draft would keep, and no file chosen. */
export const sameAnswers = (answers: ReportAnswers, start: ReportDraftFields): boolean =>
  answers.file === null &&
  answers.healthState === start.healthState &&
  answers.description === start.description &&
  answers.hasCertificate === start.hasCertificate;

/** The report as the wire sends it, or null while no health status is chosen. */
export function toWire({ healthState, description }: WireAnswers): ReportRequest | null {
  if (!healthState) return null;
  return { inspection_health_state: healthState, inspection_description: description.trim() };
}

/** What the wire says (an order's report, a stored one), in the form's terms. */
export const fromWire = (wire: WireReport): WireAnswers => ({
  healthState: wire.inspection_health_state ?? '',
  description: wire.inspection_description ?? '',
});

/** An outbox item's stored fields as the wire's report, or null when they are not one. */
export function fromStored(stored: TextFields): ReportRequest | null {
  const read = v.safeParse(reportRequest, stored);
  return read.success ? read.output : null;
}
