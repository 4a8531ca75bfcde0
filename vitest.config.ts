import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// Two projects (docs/testing.md):
//  - unit: tests that sit beside the code (domain rules, schemas, formatters,
//    the stand-in's own contract tests, build scripts, the e2e helpers), and
//    tests/rules/ (the layout's own rules);
//  - integration: loaders and actions called with real Requests against the
//    stand-in mounted in-process behind msw (tests/mocks/standin.ts), with the
//    shared helpers of tests/support/ (and their own tests) and its matchers.
// Both fail a test on any unexpected console.error.

const appDir = fileURLToPath(new URL('./app/', import.meta.url))
const failOnConsoleError = './tests/setup/fail-on-console-error.ts'

export default defineConfig({
  resolve: {
    // mirrors tsconfig "paths": { "~/*": ["./app/*"] }
    alias: [{ find: /^~\//, replacement: appDir }],
  },
  test: {
    // every core: vitest keeps one free by default (for a watcher), which on 2 cores runs the files one by one
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'app/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'backend/**/*.test.ts',
            'scripts/**/*.test.ts',
            // the e2e run's own helpers (Playwright runs *.spec.ts only)
            'tests/e2e/**/*.test.ts',
            // the screen-reader run's own helpers (its journeys run with npm run screen-reader)
            'tests/screen-reader/**/*.test.ts',
            'tests/rules/**/*.test.ts',
          ],
          setupFiles: [failOnConsoleError],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          // tests/security/: the guarantees of docs/security.md, each replayed as the request that once broke them
          include: ['tests/integration/**/*.test.ts', 'tests/support/**/*.test.ts', 'tests/security/**/*.test.ts'],
          // integration.ts sets process.env first, so it must run before anything
          // that could import app/utils/env.server.ts; matchers.ts registers toRedirectTo and toShowAlert.
          setupFiles: ['./tests/setup/integration.ts', './tests/setup/matchers.ts', failOnConsoleError],
        },
      },
    ],
  },
})
