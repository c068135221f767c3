// Which forms on screen are keeping a draft: asked when a session ends (sign in again over the form?).
const liveForms = new Set<object>();

/** True while a form on screen holds input that is being kept as a draft. */
export function hasLiveDraft(): boolean {
  return liveForms.size > 0;
}

/** A form starts (or stops) keeping its input as a draft; its token is any object of its own. */
export function markLiveDraft(form: object, live: boolean): void {
  if (live) liveForms.add(form);
  else liveForms.delete(form);
}
