// The architecture, written as lint rules: remotes never import each other or the host, a feature
// never imports another feature, the kernel depends on no package of ours, and the API never
// imports browser code.
import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['mf-catalog', 'mf-checkout', 'mf-account', 'mf-admin'];
const FRONTENDS = ['host', ...REMOTES];

/** Each feature folder may import the kernel and itself, never a sibling feature. */
const featureZones = REMOTES.flatMap((remote) => {
  const featuresDir = `./${remote}/src/features`;
  const features = fs.existsSync(featuresDir)
    ? fs
        .readdirSync(featuresDir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];
  return features.map((feature) => ({
    target: `${featuresDir}/${feature}`,
    from: featuresDir,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need into the kernel.',
  }));
});

const packageZones = [
  ...FRONTENDS.map((frontend) => ({
    target: `./${frontend}`,
    from: [...FRONTENDS.filter((other) => other !== frontend).map((other) => `./${other}`), './api'],
    message: 'A frontend package imports only the shared kernel: no other remote, the host or the API.',
  })),
  {
    target: './shared-kernel',
    from: [...FRONTENDS.map((p) => `./${p}`), './api', './e2e'],
    message: 'The kernel depends on no other package of ours.',
  },
  {
    target: './api',
    from: [
      ...FRONTENDS.map((p) => `./${p}`),
      './shared-kernel/src/ui',
      './shared-kernel/src/stores',
      './shared-kernel/src/events',
      './shared-kernel/src/api-client',
      './shared-kernel/src/index.ts',
    ],
    message: 'The API never imports browser code: use @storefront/shared-kernel/contracts or /domain.',
  },
];

/** A focused test left in skips every other test of its run, which then passes without them. */
const FOCUSED_TEST = 'Remove the focus (.only, fit, fdescribe): it skips every other test of the run.';
const noFocusedTests = [
  { selector: "MemberExpression[object.name=/^(describe|it|test)$/][property.name='only']", message: FOCUSED_TEST },
  {
    selector: "MemberExpression[object.object.name='test'][object.property.name='describe'][property.name='only']",
    message: FOCUSED_TEST,
  },
  { selector: 'CallExpression[callee.name=/^f(it|describe)$/]', message: FOCUSED_TEST },
];

const noPackageImports = (allowed) => ({
  paths: [
    {
      name: 'axios',
      message: "Call the API through the kernel's client (apiClient, callApi): axios would add 16 KB to every page.",
    },
  ],
  patterns: [
    {
      group: ['@storefront/*', ...allowed.map((name) => `!@storefront/${name}`)],
      message: 'Only the shared kernel is shared between packages.',
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist.*/**',
      '**/node_modules/**',
      'var/**',
      'coverage/**',
      'bench/results/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'tsconfig.json', noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones: [...packageZones, ...featureZones] }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'no-console': 'error',
      'no-restricted-syntax': ['error', ...noFocusedTests],
      eqeqeq: ['error', 'smart'],
    },
  },
  ...FRONTENDS.map((frontend) => ({
    files: [`${frontend}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', noPackageImports(['shared-kernel'])] },
  })),
  {
    files: ['shared-kernel/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', noPackageImports([])] },
  },
  {
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@storefront/shared-kernel',
              message: 'Import @storefront/shared-kernel/contracts or /domain: the root is browser code.',
            },
            { name: 'react', message: 'The API never imports browser code.' },
            { name: 'react-dom', message: 'The API never imports browser code.' },
          ],
          patterns: [
            { group: ['@storefront/*', '!@storefront/shared-kernel'], message: 'The API imports only the kernel.' },
          ],
        },
      ],
    },
  },
  {
    // Build, start and test scripts talk to the person running them.
    files: ['scripts/**', 'e2e/**', 'bench/**', '**/*.cjs', '**/webpack.config.js', 'jest.config.js'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.cjs', '**/webpack.config.js', 'jest.config.js'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    files: ['**/*.test.cjs', 'bench/**/*.test.mjs'],
    languageOptions: { globals: globals.jest },
  },
);
