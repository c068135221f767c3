// A multipart body whose text fields are named by a contract type, so a renamed field fails tsc.

/**
 * The text fields of the contract request type T, e.g. `const fields: FormFields<BankUpdate> =
 * {...}`: a field T does not name does not compile. Undefined ones are left out of the body.
 */
export type FormFields<T> = Partial<Readonly<Record<keyof T & string, string>>>;

/** The fields (undefined ones left out), then the chosen files under their names (null ones left out). */
export function formBody(
  fields: Readonly<Record<string, string | undefined>>,
  files: Readonly<Record<string, File | null>> = {},
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) body.append(name, value);
  }
  for (const [name, file] of Object.entries(files)) {
    if (file) body.append(name, file, file.name);
  }
  return body;
}
