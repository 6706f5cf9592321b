import type { Reporter, TestCase } from 'vitest/node';

/**
 * Names every journey that passed only when tried again, after the run's totals, with what failed
 * the first time, so a journey that has begun to flake is seen and fixed rather than hidden by the
 * retry.
 */
export default class RetriedJourneys implements Reporter {
  private readonly retried: string[] = [];

  onTestCaseResult(testCase: TestCase) {
    const diagnostic = testCase.diagnostic();
    if (!diagnostic?.flaky) return;
    const file = testCase.module.moduleId.replace(/^.*\/e2e\//, '');
    const why = (testCase.result().errors ?? []).map((error) => {
      // Where in the journey it failed: the lines of spec files in the error's stack, the step
      // itself first and then the line of the journey that took it.
      const lines = [...new Set([...(error.stack ?? '').matchAll(/([\w.-]+\.spec\.ts):(\d+)/g)].map(([, file, line]) => `${file}:${line}`))];
      const where = lines.length > 0 ? ` (${lines.join(' ← ')})` : '';
      return `      ${error.message.split('\n')[0]}${where}`;
    });
    this.retried.push([`  RETRIED ${file} > ${testCase.fullName} (tries: ${diagnostic.retryCount + 1})`, ...why].join('\n'));
  }

  onTestRunEnd() {
    if (this.retried.length === 0) return;
    console.log(`\nJourneys that passed only when tried again (${this.retried.length}):`);
    for (const entry of this.retried) console.log(entry);
  }
}
