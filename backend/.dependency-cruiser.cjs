/**
 * Module boundaries (issue 27): a context touches only its own tables. Another context's entity
 * classes and `*.queries.ts` files are its private persistence; the build fails when a module
 * imports them (`npm run lint:boundaries`, run by `npm run typecheck`). What a context needs from
 * another comes through that context's exported service, or a plain type from a non-entity file
 * (`users/user.types.ts`, `employees/employee.types.ts`, `assignments/assignment.types.ts`).
 *
 * Read-side modules serve screens that span contexts (KPI Overview). They own no table and write
 * nothing; their SQL reads other contexts' tables in their own `*.read-model.ts`, never by
 * importing another module's entities or queries, so the same rules hold for them.
 * `test/boundaries.e2e-spec.ts` keeps them free of entities and writes.
 */
const READ_SIDE_MODULES = ['kpi-overview'];

module.exports = {

  forbidden: [
    {
      name: 'no-foreign-entity',
      comment: "A module imports another module's entity: ask that module's exported service, or import a plain type from a non-entity file.",
      severity: 'error',
      from: { path: '(?:^|/)modules/([^/]+)/' },
      to: { path: '(?:^|/)modules/[^/]+/.+[.]entity[.]ts$', pathNot: '(?:^|/)modules/$1/' },
    },
    {
      name: 'no-foreign-queries',
      comment: "A module imports another module's *.queries.ts: that SQL is the owner's; call the owner's exported service.",
      severity: 'error',
      from: { path: '(?:^|/)modules/([^/]+)/' },
      to: { path: '(?:^|/)modules/[^/]+/.+[.](queries|read-model)[.]ts$', pathNot: '(?:^|/)modules/$1/' },
    },
    {
      name: 'no-entity-in-read-side',
      comment: 'A read-side module owns no table: it has no entity of its own.',
      severity: 'error',
      from: {},
      to: { path: `(?:^|/)modules/(${READ_SIDE_MODULES.join('|')})/.+[.]entity[.]ts$` },
    },
    {
      name: 'no-test-code-in-app',
      comment: 'Application code never imports from test/.',
      severity: 'error',
      from: { path: '(?:^|/)src/' },
      to: { path: '(?:^|/)test/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
// Not a dependency-cruiser option: read by test/boundaries.e2e-spec.ts.
Object.defineProperty(module.exports, 'READ_SIDE_MODULES', { value: READ_SIDE_MODULES, enumerable: false });
