import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './servers';

/** `npm run build`'s output: what --no-build measures and serves. */
export const DEFAULT_BUILD_DIR = path.join(REPO_ROOT, 'dist/public');
/**
 * The bench's own build: other people's `vite build` runs empty and rewrite dist/public, which would pull files away
 * from under the server in the middle of a Lighthouse audit. (No dot folder in the path: Express's sendFile refuses
 * to serve from one.)
 */
export const BENCH_BUILD_DIR = path.join(REPO_ROOT, 'dist/bench-client');
const BUILD_INPUTS = ['client', 'shared', 'vite.config.ts', 'tailwind.config.ts', 'postcss.config.js'];

function newestMtime(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(target).reduce((newest, name) => (name === 'node_modules' ? newest
    : Math.max(newest, newestMtime(path.join(target, name)))), stat.mtimeMs);
}

/** True when the build is missing, or any client, shared or build config file changed after it was built. */
export function clientBuildIsStale(buildDir: string): boolean {
  const built = fs.statSync(path.join(buildDir, 'index.html'), { throwIfNoEntry: false });
  if (!built) return true;
  const newestSource = Math.max(...BUILD_INPUTS.map((input) => newestMtime(path.join(REPO_ROOT, input))));
  return newestSource > built.mtimeMs;
}

/** `vite build` as `npm run build` runs it, into `buildDir`; NODE_ENV=production so React's production build is bundled. */
export function buildClient(buildDir: string) {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', buildDir, '--emptyOutDir'], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** A fingerprint of the build (index.html), to notice another process rebuilding it mid-run. */
export const buildFingerprint = (buildDir: string) => fs.readFileSync(path.join(buildDir, 'index.html'), 'utf8');
