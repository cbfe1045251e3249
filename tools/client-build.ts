import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');
/** `npm run build`'s output, which `npm start` serves. */
export const DEFAULT_BUILD_DIR = path.join(REPO_ROOT, 'dist/public');
/** What the client build is made from: a change to any of these makes the build out of date. */
const BUILD_INPUTS = ['client', 'shared', 'vite.config.ts', 'tailwind.config.ts', 'postcss.config.js', 'package-lock.json'];

function newestMtime(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(target).reduce((newest, name) => (name === 'node_modules' ? newest
    : Math.max(newest, newestMtime(path.join(target, name)))), stat.mtimeMs);
}

/** True when the build is missing, or any client, shared or build config file changed after it was built. */
export function clientBuildIsStale(buildDir: string, root = REPO_ROOT): boolean {
  const built = fs.statSync(path.join(buildDir, 'index.html'), { throwIfNoEntry: false });
  if (!built || !fs.existsSync(path.join(`${buildDir}-ssr`, 'server-render.js'))) return true;
  const newestSource = Math.max(...BUILD_INPUTS.map((input) => newestMtime(path.join(root, input))));
  return newestSource > built.mtimeMs;
}

/**
 * `npm run build`: the browser build into `buildDir` and the server-render build (the same app, built for Node by
 * `vite build --ssr`) into `<buildDir>-ssr`; NODE_ENV=production so React's production build is bundled.
 */
export function buildClient(buildDir: string) {
  const vite = (args: string[]) => execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--emptyOutDir', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  vite(['--outDir', buildDir]);
  vite(['--ssr', 'src/server-render.tsx', '--outDir', `${buildDir}-ssr`]);
}
