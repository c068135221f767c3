// jsdom swaps some globals for its own, which Node's fetch and the in-process server cannot use: its
// Blob has no stream() (multipart bodies hang) and its Uint8Array fails jose's key check. DOM tests
// that upload files to the test server put Node's classes back while they run.
import { File as NodeFile } from 'node:buffer';

/** Call in beforeAll (before startTestServer); returns a function that restores jsdom's classes. */
export async function useNodeGlobals(): Promise<() => void> {
  const saved = {
    FormData: globalThis.FormData,
    File: globalThis.File,
    Uint8Array: globalThis.Uint8Array,
  };
  globalThis.Uint8Array = (Object.getPrototypeOf(Buffer.prototype) as Uint8Array)
    .constructor as Uint8ArrayConstructor;
  const probe = await new Response(new URLSearchParams('probe=1')).formData();
  globalThis.FormData = probe.constructor as typeof FormData;
  globalThis.File = NodeFile as unknown as typeof File;
  return () => Object.assign(globalThis, saved);
}
