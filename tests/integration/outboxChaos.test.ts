// The outbox chaos soak in CI (node, fake-indexeddb, the real reference server in-process): 30 reports
// while the network drops, the server restarts, answers are lost after commit, tabs reload or die
// mid-upload, tokens expire and Background Sync fires. OUTBOX-FAULTS.md scenarios 2, 3, 6, 8, 10, 11,
// 16 and 20 at random together. Replay a failure with SEED=<seed printed> npx vitest run <this file>.
import { expect, it } from 'vitest';
import { runChaosSoak } from '../support/chaosSoak';

const seed = process.env.SEED ? Number(process.env.SEED) : Math.floor(Math.random() * 2 ** 31);
const REPORTS = 30;

it(`30 reports through chaos arrive exactly once (seed ${seed})`, async () => {
  console.log(`outbox chaos soak: SEED=${seed}`);
  const result = await runChaosSoak({ seed, reports: REPORTS });
  console.log(JSON.stringify(result.events));
  expect(result.leftInOutbox).toBe(0);
  expect(result.onServer).toBe(REPORTS);
  expect(result.credits).toBe(REPORTS);
  expect(result.mismatched).toBe(0);
}, 120_000);
