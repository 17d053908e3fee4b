// Three tiers (unit next to code, integration against real servers, end-to-end through the gateway),
// one SWC transform, ESM throughout (NestJS 12 and MikroORM 7 ship ES modules only).
const workspaces = {
  '^@sokoni/contracts$': '<rootDir>/proto/src/index.ts',
  '^@sokoni/gateway/config$': '<rootDir>/services/gateway/src/gateway.config.ts',
  '^@sokoni/platform/(.*)$': '<rootDir>/services/platform/src/$1/index.ts',
  '^@sokoni/(identity|catalogue|cart|trade|messaging|analytics|notifications|audit|gateway|standalone)$':
    '<rootDir>/services/$1/src/index.ts',
  '^(\\.{1,2}/.*)\\.js$': '$1',
};
const swc = [
  '@swc/jest',
  {
    swcrc: false,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2023',
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];
const common = {
  rootDir: '.',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: workspaces,
  transform: { '^.+\\.ts$': swc },
  testEnvironment: 'node',
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/'],
};
export default {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/{proto,services}/**/src/**/*.spec.ts', '<rootDir>/infra/**/*.spec.mjs'],
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/services/**/test/**/*.int-spec.ts'],
      setupFilesAfterEnv: ['<rootDir>/infra/jest/retry-once.setup.mjs'],
      slowTestThreshold: 30,
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/{services,web,admin}/**/test/**/*.e2e-spec.ts'],
      // The stack browser suites share (sharedHarness); suites that need their own still start one.
      globalSetup: '<rootDir>/infra/jest/e2e-stack.setup.mjs',
      globalTeardown: '<rootDir>/infra/jest/e2e-stack.teardown.mjs',
      setupFilesAfterEnv: ['<rootDir>/infra/jest/retry-once.setup.mjs'],
      slowTestThreshold: 60,
    },
  ],
  testTimeout: 60000,
  // With CI=true a skipped test fails the run: CI installs every server the suites need, so a skip
  // there means a broken setup, not a laptop without Kafka. This is the one list of skips CI allows.
  reporters: [
    'default',
    '<rootDir>/infra/jest/suite-times.reporter.mjs',
    [
      '<rootDir>/infra/jest/ci-skip-policy.reporter.mjs',
      {
        allowed: [
          {
            file: 'services/platform/test/storage/storage.int-spec.ts',
            suite: 'S3-compatible storage',
            why: 'needs credentials for a real S3-compatible service; the fake S3 in the same file runs always',
          },
        ],
      },
    ],
  ],
};
