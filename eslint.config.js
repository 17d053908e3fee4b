// Type-aware lint. The import rules encode the architecture: a service never imports another
// service (they talk through events), and only the platform reads process.env (through config).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const services = [
  'identity',
  'catalogue',
  'cart',
  'trade',
  'messaging',
  'notifications',
  'analytics',
  'audit',
  'gateway',
];

const noCrossService = (self) => ({
  files: [`services/${self}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: services
              .filter((s) => s !== self)
              .flatMap((s) => [`@sokoni/${s}`, `@sokoni/${s}/*`, `**/services/${s}/**`, `../../${s}/**`]),
            message: 'A service never imports another service: publish or consume an event instead.',
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'proto/src/gen/**',
      '.tools/**',
      'data/**',
      'web/src/api/schema.d.ts',
      '**/*.js',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-extraneous-class': 'off',
      '@typescript-eslint/unbound-method': 'off',
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings through the config schema (platform/config).',
        },
      ],
    },
  },
  ...services.map(noCrossService),
  {
    // The two SPAs run in the browser and talk to the gateway only, through the generated client.
    files: ['web/src/**/*.{ts,tsx}', 'admin/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@sokoni/*', '**/services/**', '**/proto/**'],
              message:
                'The front ends never import backend code: use the client generated from the OpenAPI document.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/vite.config.ts', 'admin/vite.config.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // The config loader is the one place that reads the environment; tests and scripts set it up.
    files: [
      'services/platform/src/config/**/*.ts',
      '**/*.spec.ts',
      '**/*.int-spec.ts',
      '**/*.e2e-spec.ts',
      'services/*/test/**/*.ts',
      '{web,admin}/test/**/*.ts',
      'bench/**/*.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: [
      '**/*.spec.ts',
      '**/*.int-spec.ts',
      '**/*.e2e-spec.ts',
      'services/*/test/**/*.ts',
      '{web,admin}/test/**/*.ts',
      '{web,admin}/src/**/*.test.{ts,tsx}',
    ],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Tests read JSON answers whose shape is what they assert.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
);
