// npm run fuzz:api — the property-based fuzzer: reads the published OpenAPI document, sends every operation valid and invalid requests generated from it, checks each answer against it.
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';
import { DEMO_PASSWORD, TEST_RATE_LIMITS, startReferenceServer } from '../tests/support/server.js';
import { fuzz, type FuzzOptions, type FuzzReport } from './fuzz/run.js';

/** The vet the fuzzer signs in as on the reference server (the demo vet with orders and a wallet). */
const DEMO_VET = 'verified@vets.example';

/** Limits the fuzzer's own pace never reaches: it is testing answers, not the limits (they have their own tests). */
const UNLIMITED = { max: 1_000_000, windowMs: 60_000 };

/** The figures and the failures, as printed. */
export function formatFuzzReport(report: FuzzReport): string {
  const lines = [
    `Operations: ${report.operations}`,
    `Examples:   ${report.examples} (${report.valid} valid, ${report.invalid} invalid; ${report.unsent} not sendable)`,
    `Failures:   ${report.failureCount}`,
    `Invalid examples answered 2xx (not checked): ${report.invalidAccepted}`,
    '',
    'Statuses by operation:',
    ...Object.entries(report.statuses).map(
      ([operation, statuses]) =>
        `  ${operation.padEnd(48)} ${Object.entries(statuses)
          .map(([status, count]) => `${status}×${count}`)
          .join(' ')}`,
    ),
  ];
  if (report.acceptedInvalid.length > 0) {
    lines.push('', 'Invalid examples answered 2xx (the first ten):');
    for (const example of report.acceptedInvalid) lines.push(`  ${example}`);
  }
  if (report.failures.length > 0) {
    lines.push('', 'Failures:');
    for (const failure of report.failures) {
      lines.push(`  ${failure.check}: ${failure.request} -> ${failure.status}: ${failure.detail}`);
    }
  }
  return lines.join('\n');
}

async function main(argv: readonly string[]): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      base: { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      examples: { type: 'string', default: '40' },
      seed: { type: 'string', default: '62' },
    },
  });
  const server = values.base
    ? null
    : await startReferenceServer({
        build: {
          rateLimits: {
            ...TEST_RATE_LIMITS,
            perVet: {
              loadWallet: UNLIMITED,
              withdraw: UNLIMITED,
              writes: UNLIMITED,
              history: UNLIMITED,
            },
          },
        },
      });
  try {
    const base = values.base ?? server?.apiBaseUrl ?? '';
    const options: FuzzOptions = {
      base: base.endsWith('/') ? base : `${base}/`,
      username: values.username ?? DEMO_VET,
      password: values.password ?? DEMO_PASSWORD,
      examples: Number(values.examples),
      seed: Number(values.seed),
    };
    const answer = await fetch(new URL('openapi.json', options.base));
    const document = (await answer.json()) as Parameters<typeof fuzz>[0];
    const validator = new Validator();
    const checked = await validator.validate(document);
    if (!checked.valid || validator.version !== '3.1') {
      console.error(
        `${options.base}openapi.json is not a valid OpenAPI 3.1 document:`,
        checked.errors,
      );
      return 1;
    }
    console.log(
      `Fuzzing ${options.base} from its OpenAPI ${document.openapi} document, signed in as ${options.username} (seed ${options.seed})`,
    );
    const report = await fuzz(document, options);
    console.log(formatFuzzReport(report));
    return report.failureCount === 0 ? 0 : 1;
  } finally {
    await server?.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
