// Prints, at the end of a run, each project's total time and its slowest suites. CI's wall time is
// what keeps a session's work from landing (the run has a hard limit), and the default reporter
// only names suites past their slow threshold, so which suite to split or speed up was guesswork.
const SHOWN = 15;

export default class SuiteTimesReporter {
  #suites = [];

  onTestResult(test, result) {
    const seconds = (result.perfStats.end - result.perfStats.start) / 1000;
    const project = test.context.config.displayName?.name ?? 'default';
    this.#suites.push({
      project,
      path: result.testFilePath.replace(`${test.context.config.rootDir}/`, ''),
      seconds,
    });
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
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
