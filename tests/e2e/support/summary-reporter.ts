import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * What `npm test` prints after the browser tests, beside Playwright's own list: each spec file's
 * time, slowest first (where the phase's time goes), and, when anything failed, where its report
 * and traces are.
 */
export default class SummaryReporter implements Reporter {
  private readonly report: string;
  private readonly files = new Map<string, number>();

  constructor({ report }: { report: string }) {
    this.report = report;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const file = `${test.location.file.replace(/^.*\/tests\/e2e\//, '')} (${test.parent.project()?.name})`;
    this.files.set(file, (this.files.get(file) ?? 0) + result.duration);
  }

  onEnd(result: FullResult) {
    const slowest = [...this.files].sort((a, b) => b[1] - a[1]).slice(0, 12);
    console.log('\nSpec files, slowest first (time in tests, summed over their tests):');
    for (const [file, ms] of slowest) {
      console.log(`  ${(ms / 1000).toFixed(0).padStart(4)} s  ${file}`);
    }
    console.log(`Browser tests ${result.status} in ${(result.duration / 1000).toFixed(0)} s.`);
    if (result.status !== 'passed') {
      console.log(
        `The report, with each failure's trace: ${this.report}/index.html\n` +
          `  npx playwright show-report ${this.report}`,
      );
    }
  }

  printsToStdio() {
    return true;
  }
}
