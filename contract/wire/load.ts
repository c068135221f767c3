// Loads the first answers' decoders (and the schema library) when the first request that needs them starts: Log In's first download stays without them.

type FirstAnswers = typeof import('./firstAnswers.js');

let loading: Promise<FirstAnswers> | undefined;

/** The decoders; the first call starts loading them (call it as the request starts, await it with the answer). */
export function firstAnswers(): Promise<FirstAnswers> {
  loading ??= import('./firstAnswers.js');
  return loading;
}
