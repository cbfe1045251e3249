import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints one plain closing line per suite ('unit: 12 passed, 0 failed, 1 skipped') and records the counts in
 * test-results/<suite>.json, so .ci/run can print the total of all suites last.
 */
export default class SummaryReporter implements Reporter {
  constructor(private readonly options: { suite?: string } = {}) {}

  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      // A file that failed to load or whose hooks threw counts as a failure even if no test in it ran.
      if (module.errors().length > 0) counts.failed += 1;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
      }
    }
    counts.failed += unhandledErrors.length;
    const suite = this.options.suite ?? 'tests';
    const dir = path.resolve('test-results');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${suite}.json`), JSON.stringify(counts));
    process.stdout.write(`\n${suite}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  }
}
