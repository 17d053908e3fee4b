import CiSkipPolicy from './ci-skip-policy.reporter.mjs';

const ROOT = '/repo';
const allowed = [
  { file: 'services/platform/test/storage/storage.int-spec.ts', suite: 'S3-compatible storage', why: '' },
];
const test = (status, title, ...ancestorTitles) => ({ status, title, ancestorTitles });
const results = (...files) => ({
  testResults: files.map(([path, tests]) => ({ testFilePath: `${ROOT}/${path}`, testResults: tests })),
});
const run = (res, { ci = true, testNamePattern } = {}) => {
  const lines = [];
  const reporter = new CiSkipPolicy(
    { rootDir: ROOT, testNamePattern },
    { allowed, ci, log: (l) => lines.push(l) },
  );
  reporter.onRunComplete(new Set(), res);
  return { error: reporter.getLastError(), lines };
};

const dbSkipped = results([
  'services/catalogue/test/stats.int-spec.ts',
  [
    test('pending', 'counts published products', 'GET /api/v1/stats'),
    test('pending', 'needs no token', 'GET /api/v1/stats'),
  ],
]);

describe('CI skip policy (jest reporter)', () => {
  it('fails a CI run in which a suite skipped for want of its server, naming each test', () => {
    const { error, lines } = run(dbSkipped);
    expect(error).toBeInstanceOf(Error);
    expect(lines.join('\n')).toContain(
      'services/catalogue/test/stats.int-spec.ts: GET /api/v1/stats › counts published products',
    );
  });

  it('counts to-do tests and a test skipped by name alone as skips too', () => {
    expect(run(results(['a.int-spec.ts', [test('todo', 'later')]])).error).toBeInstanceOf(Error);
    expect(
      run(results(['a.int-spec.ts', [test('pending', 'no Redis at 127.0.0.1:6379')]])).error,
    ).toBeInstanceOf(Error);
  });

  it('allows only the listed suite in the listed file', () => {
    const s3 = test('pending', 'stores and reads back', 'S3-compatible storage', 'storage contract');
    expect(run(results(['services/platform/test/storage/storage.int-spec.ts', [s3]])).error).toBeUndefined();
    // The same suite name elsewhere, or another suite in that file, is not on the list.
    expect(run(results(['services/platform/test/other.int-spec.ts', [s3]])).error).toBeInstanceOf(Error);
    const other = test('pending', 'x', 'local disk storage');
    expect(
      run(results(['services/platform/test/storage/storage.int-spec.ts', [other]])).error,
    ).toBeInstanceOf(Error);
  });

  it('passes a CI run with nothing skipped', () => {
    expect(
      run(results(['a.int-spec.ts', [test('passed', 'ok'), test('failed', 'no')]])).error,
    ).toBeUndefined();
  });

  it('without CI lists the skips per file and does not fail', () => {
    const { error, lines } = run(dbSkipped, { ci: false });
    expect(error).toBeUndefined();
    expect(lines.join('\n')).toContain('services/catalogue/test/stats.int-spec.ts: 2 skipped');
  });

  it('does not judge a run narrowed by test name, which skips the other tests on purpose', () => {
    expect(run(dbSkipped, { testNamePattern: 'stats' }).error).toBeUndefined();
  });
});
