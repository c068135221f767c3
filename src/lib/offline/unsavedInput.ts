// Knows whether the vet has typed into a form that is still on screen and not yet submitted.

const edited = new Set<Element>();

const isFormControl = (target: EventTarget | null): target is Element =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

/** Search and filter boxes hold nothing worth keeping. */
const isDisposable = (element: Element) =>
  element instanceof HTMLInputElement && ['search', 'hidden'].includes(element.type);

function onInput(event: Event): void {
  const target = event.target;
  if (isFormControl(target) && !isDisposable(target)) edited.add(target);
}

function onFormDone(event: Event): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  for (const element of edited) if (form.contains(element)) edited.delete(element);
}

/** Starts listening (capture phase, so nothing a component does hides the input); returns a stop. */
export function trackUnsavedInput(
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): () => void {
  if (!doc) return () => undefined;
  doc.addEventListener('input', onInput, true);
  doc.addEventListener('submit', onFormDone, true);
  doc.addEventListener('reset', onFormDone, true);
  return () => {
    doc.removeEventListener('input', onInput, true);
    doc.removeEventListener('submit', onFormDone, true);
    doc.removeEventListener('reset', onFormDone, true);
    edited.clear();
  };
}

/** True while a field the vet changed is still on screen in a form that was not submitted. */
export function hasUnsavedInput(): boolean {
  for (const element of edited) if (!element.isConnected) edited.delete(element);
  return edited.size > 0;
}
