// bench:lighthouse audits a run again only when Lighthouse failed to record it, and not forever.
import { describe, expect, it, vi } from 'vitest';
import {
  auditAgainIfUnrecorded,
  LighthouseRuntimeError,
  RECORDING_RETRIES,
} from '../../../scripts/bench-lighthouse-retry';

const failed = (code: string) =>
  new LighthouseRuntimeError('/vet-profile', code, 'Something went wrong.');

describe('auditAgainIfUnrecorded', () => {
  it('audits again after NO_NAVSTART and says so', async () => {
    const audit = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(failed('NO_NAVSTART'))
      .mockResolvedValueOnce('report');
    const said: string[] = [];
    await expect(auditAgainIfUnrecorded(audit, (line) => said.push(line))).resolves.toBe('report');
    expect(audit).toHaveBeenCalledTimes(2);
    expect(said).toEqual([
      'Lighthouse failed on /vet-profile: NO_NAVSTART Something went wrong.; auditing that run again.',
    ]);
  });

  it('stops on any other failure at once', async () => {
    for (const error of [
      failed('NO_FCP'),
      new Error('Lighthouse on /vet-profile ended on /log-in'),
    ]) {
      const audit = vi.fn<() => Promise<string>>().mockRejectedValue(error);
      await expect(auditAgainIfUnrecorded(audit, () => {})).rejects.toBe(error);
      expect(audit).toHaveBeenCalledTimes(1);
    }
  });

  it('gives up after its retries with the last failure', async () => {
    const audit = vi.fn<() => Promise<string>>().mockRejectedValue(failed('NO_TRACING_STARTED'));
    await expect(auditAgainIfUnrecorded(audit, () => {})).rejects.toThrow('NO_TRACING_STARTED');
    expect(audit).toHaveBeenCalledTimes(1 + RECORDING_RETRIES);
  });
});
