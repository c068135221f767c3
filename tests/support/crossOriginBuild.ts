// The app built into a folder of its own for an API on another origin, as a deployer builds it (browser tests of static hosts).
import { execFileSync } from 'node:child_process';

/** Runs `npm run build` with BUILD_DIR=buildDir and VITE_API_BASE_URL=apiBase (absolute, ending in /). */
export function buildForApi(buildDir: string, apiBase: string): void {
  execFileSync('npm', ['run', 'build'], {
    env: { ...process.env, BUILD_DIR: buildDir, VITE_API_BASE_URL: apiBase },
    stdio: 'ignore',
  });
}
