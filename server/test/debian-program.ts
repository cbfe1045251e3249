import fs from 'node:fs';

/**
 * Whether a program from a Debian package that a test needs is installed (`.ci/run` installs it when missing).
 * Outside CI a missing one skips those tests with one line saying what to install; with CI=true it is an error.
 */
export function hasDebianProgram(programPath: string, debianPackage: string): boolean {
  if (fs.existsSync(programPath)) return true;
  const line = `${programPath} not found: apt-get install -y ${debianPackage}`;
  if (process.env.CI === 'true') throw new Error(`${line} (CI=true: the test needs it)`);
  console.warn(`skipped: ${line}`);
  return false;
}
