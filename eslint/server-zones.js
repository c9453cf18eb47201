// @ts-check
// The server's module rules (docs/decisions/0012-module-rules.md), enforced by lint:
// 1. a module is used by other modules only through its index.ts;
// 2. its route plugins are exported by its routes.ts (for app.ts), never by index.ts;
// 3. a module owns its tables: only src/db/ (and tests) import the schema barrel, a module imports
//    only its own `*.tables.ts`, and no index.ts exports a table.

/** Another module's internals: `../<module>/<file>` instead of `../<module>`. */
const otherModuleInternals = {
  regex: '^\\.\\./(?!\\.\\./)[^/]+/(?!index$).+',
  message: "import another module through its index.ts ('../<module>')",
};

/** The schema barrel gathers every module's tables for Drizzle; only src/db/ and tests use it. */
const schemaBarrel = {
  regex: '(^|/)db/schema$',
  message:
    "only src/db/ and tests import the schema barrel: import your module's own './<name>.tables', and reach another module's data through its index.ts functions",
};

/** A table file is imported only by its own module (the index rule covers '../x/y.tables'). */
const tablesOfAnotherPlace = {
  regex: '^(\\.\\./)+.*\\.tables$',
  message: "a module imports only its own './<name>.tables'; reach another module's data through its functions",
};

/** @type {import('eslint').Linter.Config[]} */
export const serverModuleZones = [
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [otherModuleInternals, schemaBarrel, tablesOfAnotherPlace] }],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [otherModuleInternals] }],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/db/**', 'apps/server/src/modules/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [schemaBarrel, tablesOfAnotherPlace] }],
    },
  },
  {
    // A module's public face is functions, constants and types; its tables stay inside.
    files: ['apps/server/src/modules/*/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ExportNamedDeclaration[source.value=/\\.tables$/], ExportAllDeclaration[source.value=/\\.tables$/]',
          message: 'index.ts does not export tables: export the functions other modules need instead',
        },
        {
          selector: 'ExportNamedDeclaration[source.value=/routes$/], ExportAllDeclaration[source.value=/routes$/]',
          message:
            "index.ts does not export route plugins: they go in the module's routes.ts, which only app.ts imports (a module that needs another's function must not load its routes: import cycles)",
        },
      ],
    },
  },
];
