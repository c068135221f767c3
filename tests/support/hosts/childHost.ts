// A static host run as a child process: spawned, waited for until it answers, stopped by its own id.
import { spawn, type ChildProcess } from 'node:child_process';

/** A host serving the built app on its own origin. */
export interface StaticHost {
  /** Origin, e.g. http://127.0.0.1:41234 */
  baseURL: string;
  close: () => Promise<void>;
}

export interface ChildHostOptions {
  /** The host's name in error messages ("nginx", "Caddy"...). */
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  /** Where it answers once started. */
  baseURL: string;
  /** A log the process writes to a file, added to its own output when it fails to start. */
  log?: () => string;
  /** Runs once the process has stopped (its temp folder removed, say). */
  cleanup?: () => void;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** Starts the process and waits until it answers on baseURL; fails with its output if it stops or takes 20 s. */
export async function startChildHost(opts: ChildHostOptions): Promise<StaticHost> {
  const child = spawn(opts.command, opts.args, {
    env: opts.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = `${output}${chunk.toString()}`.slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let spawnError: string | null = null;
  child.once('error', (error) => (spawnError = error.message));
  const stopped = () => spawnError ?? (child.exitCode ?? child.signalCode)?.toString() ?? null;
  const said = () => `${output}${opts.log?.() ?? ''}`;
  const close = async () => {
    if (spawnError === null) {
      child.kill('SIGTERM');
      await exited(child);
    }
    opts.cleanup?.();
  };
  const deadline = Date.now() + 20_000;
  for (;;) {
    const reason = stopped();
    if (reason !== null) {
      await close();
      throw new Error(`${opts.name} stopped (${reason}):\n${said()}`);
    }
    const answered = await fetch(`${opts.baseURL}/favicon.ico`, { method: 'HEAD' }).then(
      () => true,
      () => false,
    );
    if (answered) return { baseURL: opts.baseURL, close };
    if (Date.now() > deadline) {
      await close();
      throw new Error(`${opts.name} did not answer on ${opts.baseURL} within 20 s:\n${said()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
