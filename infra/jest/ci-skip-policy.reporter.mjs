import { relative } from 'node:path';

/**
 * A skipped test proves nothing. Integration suites skip (visibly) when their server — PostgreSQL,
 * Redis, the Kafka test cluster, Chromium — is missing, which is right on a laptop and wrong in CI,
 * where every one of them is installed: there such a skip would turn a broken setup into a green run.
 * So with CI=true any skipped or to-do test fails the run unless its file and suite are on the one
 * list passed in (`allowed`); without CI the skips are only listed, file by file.
 *
 * It judges outcomes, not code, so a skip written without the shared helpers is caught as well.
 * A run narrowed by test name (-t) skips the other tests on purpose and is not judged.
 */
export default class CiSkipPolicy {
  #rootDir;
  #ci;
  #allowed;
  #narrowed;
  #log;
  #error;

  /**
   * @param {{ rootDir: string; testNamePattern?: string }} globalConfig
   * @param {{ allowed?: { file: string; suite: string; why: string }[]; ci?: boolean; log?: (line: string) => void }} options
   */
  constructor(globalConfig, options = {}) {
    this.#rootDir = globalConfig.rootDir;
    this.#narrowed = Boolean(globalConfig.testNamePattern);
    this.#allowed = options.allowed ?? [];
    this.#ci = options.ci ?? process.env.CI === 'true';
    this.#log = options.log ?? ((line) => process.stderr.write(`${line}\n`));
  }

  onRunComplete(_contexts, results) {
    this.#error = undefined;
    if (this.#narrowed) return;
    /** @type {Map<string, string[]>} */
    const skipped = new Map();
    for (const file of results.testResults) {
      const path = relative(this.#rootDir, file.testFilePath).split('\\').join('/');
      for (const test of file.testResults) {
        if (test.status !== 'pending' && test.status !== 'skipped' && test.status !== 'todo') continue;
        const allowed = this.#isAllowed(path, test);
        if (this.#ci && allowed) continue;
        const names = skipped.get(path) ?? [];
        names.push(`${[...test.ancestorTitles, test.title].join(' › ')}${allowed ? ' (allowed in CI)' : ''}`);
        skipped.set(path, names);
      }
    }
    if (skipped.size === 0) return;
    const count = [...skipped.values()].reduce((n, names) => n + names.length, 0);
    if (!this.#ci) {
      this.#log(
        `\nSkipped ${count} test(s) (with CI=true, those not allowed in jest.config.js fail the run):`,
      );
      for (const [path, names] of skipped) {
        const allowed = names.filter((n) => n.endsWith(' (allowed in CI)')).length;
        this.#log(`  ${path}: ${names.length} skipped${allowed ? `, ${allowed} of them allowed in CI` : ''}`);
      }
      this.#log('');
      return;
    }
    this.#log(
      `\nCI=true: ${count} test(s) skipped that CI must run (a missing server — PostgreSQL, Redis, ` +
        'the Kafka test cluster, Chromium — or a skip left in the code). The SKIP lines above say why.',
    );
    for (const [path, names] of skipped) for (const name of names) this.#log(`  ${path}: ${name}`);
    this.#log('');
    this.#error = new Error(
      `${count} test(s) skipped under CI=true outside the allowed list (jest.config.js)`,
    );
  }

  getLastError() {
    return this.#error;
  }

  #isAllowed(path, test) {
    const suite = test.ancestorTitles[0] ?? test.title;
    return this.#allowed.some((a) => a.file === path && a.suite === suite);
  }
}
