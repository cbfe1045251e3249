import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../tools/client-build';

export { buildClient, clientBuildIsStale, DEFAULT_BUILD_DIR } from '../../tools/client-build';

/**
 * The bench's own build: other people's `vite build` runs empty and rewrite dist/public, which would pull files away
 * from under the server in the middle of a Lighthouse audit. (No dot folder in the path: Express's sendFile refuses
 * to serve from one.)
 */
export const BENCH_BUILD_DIR = path.join(REPO_ROOT, 'dist/bench-client');

/** A fingerprint of the build (index.html), to notice another process rebuilding it mid-run. */
export const buildFingerprint = (buildDir: string) => fs.readFileSync(path.join(buildDir, 'index.html'), 'utf8');
