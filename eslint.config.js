// ESLint: the house rules as checks (docs/architecture.md). Prettier formats; nothing here is
// about layout. Boundaries use typescript-eslint's no-restricted-imports (the core rule plus
// `allowTypeImports`), one block per folder: a later block replaces an earlier block's options for
// the same rule, so each block lists every restriction that applies to its files.
import { builtinModules } from 'node:module'
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** utils/ modules with no I/O, which app/domain/ may import. */
const PURE_UTILS = ['navigation/paths', 'calls/service-error', 'language/locale', 'language/texts', 'kept-answers']

/** Packages that do I/O or only run on the server. */
const IO_PACKAGES = [
  '@remix-run/node',
  '@remix-run/express',
  '@remix-run/server-runtime',
  '@hono/node-server',
  'hono',
  'better-sqlite3',
  'express',
  'compression',
  'ws',
]

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
const anyOf = (names) => names.map(escape).join('|')

// Each restriction is a regular expression on the import's source text, matched both in static
// imports/re-exports (no-restricted-imports) and in `import()` (no-restricted-syntax).
// Relative paths are matched by their climbing `../`: no folder of app/ is named like these.
const restrict = {
  serverOrBackend: {
    regex: '^(\\.\\./)*(server|backend)(/|$)',
    message: 'app/ may not import server/ or backend/: they import app/, never the other way round.',
  },
  serverModule: {
    regex: '\\.server(\\.[cm]?[jt]sx?)?(/|$)',
    message: 'A *.server module runs only on the server: keep it out of components and browser code.',
  },
  ioFolders: {
    regex: '^(~/|(\\.\\./)+)(services|areas|islands|routes)(/|$)',
    message: 'app/domain/ holds pure rules: no services, areas, islands or routes.',
  },
  impureUtils: {
    regex: `^(~/|(\\.\\./)+)utils/(?!(${anyOf(PURE_UTILS)})(\\.tsx?)?$)`,
    message: `app/domain/ holds pure rules: of utils/ only ${PURE_UTILS.join(', ')} (no I/O).`,
  },
  builtins: {
    regex: `^(node:|(${anyOf(builtinModules.filter((m) => !m.startsWith('_')))})(/|$))`,
    message: 'app/domain/ holds pure rules: no Node built-ins (the rules run in the browser too).',
  },
  ioPackages: {
    regex: `^(${anyOf(IO_PACKAGES)})(/|$)`,
    message: 'app/domain/ holds pure rules: no server or I/O packages.',
  },
  // the plumbing serves the areas, services and routes; it never calls up into them (ADR 103)
  upFromUtils: {
    regex: '^(~/|(\\.\\./)+)(areas|services|routes)(/|$)',
    message:
      'app/utils/ is the plumbing the areas, services and routes stand on: it imports none of them. Move the code that needs them into an area (app/areas/), or have the caller pass it in.',
  },
  // the only way in is the Remix build: its server entry exports the hooks server/ calls (ADR 84)
  appFromServer: {
    regex: '^(~/|(\\.\\./)+app/(?!utils/env\\.server(\\.ts)?$))',
    message:
      'server/ reaches the app through the Remix build only: read what it needs off the build (the serverHooks of app/entry.server.tsx); of app/ it imports only the env schema, app/utils/env.server.ts.',
  },
  // backend/ has no folder named app or server: a climbing path to one leaves backend/
  portalFromBackend: {
    regex: '^(~/|(\\.\\./)+(app|server)(/|$))',
    message:
      'backend/ is the stand-in hospital, a separate system: it imports nothing of the portal (app/, server/). Copy the rule it needs into backend/, with its own test.',
  },
}

/** `process.env` is read in app/utils/env.server.ts only; everything else calls getEnv(). */
const envMessage = 'Read configuration through getEnv() (app/utils/env.server.ts), the one reader of process.env.'
const envProperties = [
  { object: 'process', property: 'env', message: envMessage },
  { object: 'globalThis', property: 'process', message: envMessage },
]
const formMessage =
  "Read a request's form with readForm (app/utils/request/form.server.ts): a body the parser can't read is a 400, not a 500."
const processEnvImports = ['process', 'node:process'].map((name) => ({
  name,
  importNames: ['env'],
  message: envMessage,
}))

/** React Router's Link resolves its address with a dozen hooks per render; the portal's is an anchor (ADR 123). */
const linkImports = [
  {
    name: '@remix-run/react',
    importNames: ['Link', 'NavLink'],
    message: "A link to a page of the portal is ~/ui/navigation/link's Link (ADR 123).",
  },
]

/** A restriction that lets `import type` through: types are erased, no code travels. */
const typesAllowed = (restriction) => ({ ...restriction, allowTypeImports: true })

/**
 * The two rules that carry the import boundaries of one folder: static imports and re-exports
 * (no-restricted-imports), and `import()` (no-restricted-syntax; its selector regex may not hold
 * a slash, hence \x2F). Every folder under app/ also keeps process.env out of imports.
 */
function boundaries(restrictions) {
  return {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [...processEnvImports, ...linkImports],
        patterns: restrictions.map(({ regex, message, allowTypeImports = false }) => ({
          regex,
          message,
          caseSensitive: true,
          allowTypeImports,
        })),
      },
    ],
    'no-restricted-syntax': [
      'error',
      ...restrictions.map(({ regex, message }) => ({
        selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`,
        message,
      })),
    ],
  }
}

export default defineConfig(
  globalIgnores([
    'build/',
    'public/build/',
    'public/pdfjs/',
    '.cache/',
    '.data/',
    'test-results/',
    'playwright-report/',
  ]),

  // Everything: recommended JavaScript and TypeScript rules, without type information (fast).
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    plugins: { 'import-x': importX },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    // the JavaScript files (configs, a test server) run on Node; TypeScript files need no globals
    languageOptions: {
      globals: { ...globals.node },
    },
    settings: {
      'import-x/internal-regex': '^~/',
    },
    rules: {
      // unused imports and variables fail; `_name` marks one that is unused on purpose
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          args: 'after-used',
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // one import statement per module; type-only names marked `type`, inline when mixed with values
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'import-x/no-duplicates': ['error', { 'prefer-inline': true }],
      // builtins, packages, ~/…, relative; alphabetical within each group; no blank lines (the house style)
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index'], 'unknown'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
          named: { enabled: true, types: 'types-last' },
        },
      ],
    },
  },
  // declaration files merge into other declarations, whose type parameters they must repeat
  {
    files: ['**/*.d.ts'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },

  // React code is in app/ only (Playwright's fixtures elsewhere have a `use` that is no hook).
  // The two classic hook rules; the React Compiler rules of the plugin's presets are not used.
  {
    files: ['app/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },

  // app/: never server/ or backend/; process.env only through getEnv()
  {
    files: ['app/**'],
    rules: boundaries([restrict.serverOrBackend]),
  },
  // components and browser-only code: no *.server module (types may be imported: they are erased)
  {
    files: ['app/ui/**', 'app/islands/**'],
    rules: boundaries([restrict.serverOrBackend, typesAllowed(restrict.serverModule)]),
  },
  // pure rules: nothing that does I/O, not even its types
  {
    files: ['app/domain/**'],
    rules: boundaries([
      restrict.serverOrBackend,
      restrict.serverModule,
      restrict.ioFolders,
      restrict.impureUtils,
      restrict.builtins,
      restrict.ioPackages,
    ]),
  },
  // the plumbing: nothing above it, not even its types
  {
    files: ['app/utils/**'],
    rules: boundaries([restrict.serverOrBackend, restrict.upFromUtils]),
  },
  // process.env: read in app/utils/env.server.ts only, within app/ and server/
  {
    files: ['app/**', 'server/**'],
    ignores: ['app/utils/env.server.ts'],
    rules: { 'no-restricted-properties': ['error', ...envProperties] },
  },
  // a request's form: read through readForm, so a body the parser can't read is the client's 400,
  // never a 500 (ADR 109); a component's useNavigation().formData is the browser's and stays
  {
    files: ['app/**'],
    ignores: ['app/utils/env.server.ts', 'app/ui/**', 'app/islands/**', 'app/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-properties': ['error', ...envProperties, { property: 'formData', message: formMessage }] },
  },
  // server/: the app only through the build (types may be imported: they are erased); its tests
  // wire the middleware to the app's own modules, as the build does
  {
    files: ['server/**'],
    ignores: ['server/**/*.test.ts'],
    rules: boundaries([typesAllowed(restrict.appFromServer)]),
  },
  {
    files: ['server/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: processEnvImports }],
    },
  },
  // backend/: the stand-in hospital imports nothing of the portal, not even its types
  {
    files: ['backend/**'],
    rules: boundaries([restrict.portalFromBackend]),
  },
)
