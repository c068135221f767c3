// bench:lighthouse's retry of a run Lighthouse failed to record: its own failure, not the page's.

/** Lighthouse's runtime errors that say it lost the load's trace (the navigation's start, or all of it). */
const RECORDING_FAILURES = ['NO_NAVSTART', 'NO_TRACING_STARTED'] as const;
/** How many times one run is audited again before the bench stops. */
export const RECORDING_RETRIES = 2;

/** Whether an audit's error is Lighthouse failing to record (bench-lighthouse's "failed on …: CODE …"). */
function isRecordingFailure(error: unknown): boolean {
  const text = error instanceof Error ? error.message : String(error);
  return RECORDING_FAILURES.some((code) => text.includes(`: ${code} `));
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
      if (!isRecordingFailure(error) || attempt >= RECORDING_RETRIES) throw error;
      const first = (error instanceof Error ? error.message : String(error)).split('\n')[0];
      say(`${first}; auditing that run again.`);
    }
  }
}
