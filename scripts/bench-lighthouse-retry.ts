// bench:lighthouse's retry of a run Lighthouse failed to record: its own failure, not the page's.

/** Lighthouse's runtime errors that say it lost the load's trace (its start, or all of it). */
const RECORDING_FAILURES: readonly string[] = ['NO_NAVSTART', 'NO_TRACING_STARTED'];
/** How many times one run is audited again before the bench stops. */
export const RECORDING_RETRIES = 2;

/** A Lighthouse run that ended in a runtime error (its `lhr.runtimeError`). */
export class LighthouseRuntimeError extends Error {
  constructor(
    path: string,
    readonly code: string,
    message: string,
  ) {
    super(`Lighthouse failed on ${path}: ${code} ${message}`);
    this.name = 'LighthouseRuntimeError';
  }
}

/**
 * Runs `audit`, and again (at most RECORDING_RETRIES times) while it fails only because Lighthouse
 * did not record the load; `say` is told each time. Any other error, or the last, is thrown.
 */
export async function auditAgainIfUnrecorded<T>(
  audit: () => Promise<T>,
  say: (line: string) => void,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await audit();
    } catch (error) {
      const unrecorded =
        error instanceof LighthouseRuntimeError && RECORDING_FAILURES.includes(error.code);
      if (!unrecorded || attempt >= RECORDING_RETRIES) throw error;
      say(`${error.message}; auditing that run again.`);
    }
  }
}
