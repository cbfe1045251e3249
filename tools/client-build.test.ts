import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clientBuildIsStale } from './client-build';

let root: string;
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const at = (file: string, seconds: number) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, 'x');
  fs.utimesSync(file, seconds, seconds);
};

describe('clientBuildIsStale', () => {
  it('asks for a build when there is none, or when a source changed after it, and not otherwise', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'cloverleaf-build-'));
    const build = path.join(root, 'dist/public');
    at(path.join(root, 'client/src/main.tsx'), 1_000);
    at(path.join(root, 'client/src'), 1_000);
    at(path.join(root, 'client'), 1_000);
    expect(clientBuildIsStale(build, root)).toBe(true);

    at(path.join(build, 'index.html'), 2_000);
    expect(clientBuildIsStale(build, root)).toBe(true); // the server-render build is missing
    at(path.join(`${build}-ssr`, 'server-render.js'), 2_000);
    expect(clientBuildIsStale(build, root)).toBe(false);

    at(path.join(root, 'shared/geo.ts'), 3_000);
    expect(clientBuildIsStale(build, root)).toBe(true);
  });
});
