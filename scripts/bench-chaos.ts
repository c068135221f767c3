// npm run bench:chaos — the outbox chaos soak with 200 reports (REPORTS=…, SEED=… to replay), with figures.
import { performance } from 'node:perf_hooks';
import 'fake-indexeddb/auto';
import { runChaosSoak } from '../tests/support/chaosSoak';
import { ms, runMain } from './bench-common';

const REPORTS = Number(process.env.REPORTS ?? 200);
const SEED = process.env.SEED ? Number(process.env.SEED) : Math.floor(Math.random() * 2 ** 31);

runMain(async () => {
  console.log(`bench:chaos — ${REPORTS} reports, SEED=${SEED} (rerun with SEED=${SEED} to replay)`);
  const started = performance.now();
  const result = await runChaosSoak({ seed: SEED, reports: REPORTS });
  const elapsed = performance.now() - started;

  console.log('\nWhat happened');
  for (const [event, times] of Object.entries(result.events).sort()) {
    console.log(`  ${event.padEnd(34)} ${times}`);
  }
  console.log('\nFigures');
  console.log(`  steps of chaos                     ${result.steps}`);
  console.log(`  report requests reaching server    ${result.requestsReachingServer}`);
  console.log(
    `  requests per report                ${(result.requestsReachingServer / REPORTS).toFixed(2)}`,
  );
  console.log(`  still queued when the chaos ended  ${result.leftWhenChaosEnded}`);
  console.log(`  rounds after signal came back      ${result.healRounds}`);
  console.log(`  wall time                          ${ms(elapsed)}`);
  console.log('\nOutcome');
  console.log(`  reports on the server              ${result.onServer} / ${REPORTS}`);
  console.log(`  wallet credits                     ${result.credits} / ${REPORTS}`);
  console.log(`  wrong report on an order           ${result.mismatched}`);
  console.log(`  left in the outbox                 ${result.leftInOutbox}`);
  const ok =
    result.onServer === REPORTS &&
    result.credits === REPORTS &&
    result.mismatched === 0 &&
    result.leftInOutbox === 0;
  console.log(ok ? '\nPASS: every report exactly once' : `\nFAIL (SEED=${SEED})`);
  return ok ? 0 : 1;
});
