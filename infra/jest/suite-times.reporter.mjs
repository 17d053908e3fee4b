// Prints, at the end of a run, each project's total time and its slowest suites. CI's wall time is
// what keeps a session's work from landing (the run has a hard limit), and the default reporter
// only names suites past their slow threshold, so which suite to split or speed up was guesswork.
const SHOWN = 15;
/** Lines of each retried test's first error kept in the end summary. */
const REASON_LINES = 15;

// CI retries a failed test once (retry-once.setup.mjs) and logs the first error where it happened,
// far up a long interleaved log of which only the tail may survive: the end summary then names a
// retry that failed on what the first attempt left behind, not the first cause. Each retried
// test's first error is repeated here, at the end.
const stripAnsi = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

export default class SuiteTimesReporter {
  #suites = [];
  #retried = [];

  onTestResult(test, result) {
    const seconds = (result.perfStats.end - result.perfStats.start) / 1000;
    const project = test.context.config.displayName?.name ?? 'default';
    const path = result.testFilePath.replace(`${test.context.config.rootDir}/`, '');
    this.#suites.push({ project, path, seconds });
    for (const a of result.testResults ?? []) {
      const reasons = a.retryMessages ?? a.retryReasons ?? [];
      if (reasons.length === 0) continue;
      this.#retried.push({
        name: `${path} › ${a.fullName} (then ${a.status})`,
        reason: stripAnsi(String(reasons[0])).split('\n').slice(0, REASON_LINES).join('\n      '),
      });
    }
  }

  onRunComplete() {
    if (this.#suites.length === 0) return;
    const byProject = new Map();
    for (const s of this.#suites) byProject.set(s.project, [...(byProject.get(s.project) ?? []), s]);
    const lines = ['', 'suite times (s):'];
    for (const [project, suites] of byProject) {
      const total = suites.reduce((sum, s) => sum + s.seconds, 0);
      lines.push(`  ${project}: ${suites.length} suites, ${total.toFixed(0)} s in all`);
      for (const s of [...suites].sort((a, b) => b.seconds - a.seconds).slice(0, SHOWN))
        lines.push(`    ${s.seconds.toFixed(1).padStart(6)}  ${s.path}`);
    }
    if (this.#retried.length > 0) {
      lines.push('', 'retried tests, first error:');
      for (const r of this.#retried) lines.push(`  ${r.name}`, `      ${r.reason}`);
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
