import type { ChildProcess } from 'node:child_process';

/** Sends `signal` and resolves once the process has exited; SIGKILL follows if it is still running after 10 s. */
export function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

/**
 * Asks `ready` until it answers true. Fails with `failure()`'s words when `child` exits first or `timeoutMs` passes.
 */
export async function waitUntilReady(
  child: ChildProcess,
  ready: () => Promise<boolean>,
  options: { timeoutMs: number; intervalMs: number; failure: () => string },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${options.failure()} (it exited with code ${child.exitCode})`);
    if (await ready()) return;
    if (Date.now() > deadline) throw new Error(`${options.failure()} (no answer within ${options.timeoutMs / 1000} s)`);
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs));
  }
}
