// CLI: npm run admin -- verify|decline|disable|enable <username> | seed-transactions <username> <n>.
import path from 'node:path';
import { runAdminCommand } from './admin/commands.js';

const dataDir = path.resolve(process.env.DATA_DIR || './data');
const { exitCode, message } = runAdminCommand(process.argv.slice(2), dataDir);
(exitCode === 0 ? console.log : console.error)(message);
process.exitCode = exitCode;
