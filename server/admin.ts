// CLI: npm run admin -- init | verify|decline|disable|enable|set-password|logout-everywhere <username>
// | seed-transactions <username> <n>.
import path from 'node:path';
import { runAdminCommand, runSetPassword } from './admin/commands.js';

/** The new password for set-password: the first line of standard input. */
async function readFirstLine(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('New password: ');
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

const dataDir = path.resolve(process.env.DATA_DIR || './data');
const args = process.argv.slice(2).filter((arg) => arg !== '--production');
const { exitCode, message } =
  args[0] === 'set-password' && args[1]
    ? await runSetPassword(dataDir, args[1], await readFirstLine())
    : runAdminCommand(args, dataDir);
(exitCode === 0 ? console.log : console.error)(message);
process.exitCode = exitCode;
