// The server's import graph, checked in `npm run lint` (docs/architecture.md says why it is
// shaped so). One direction only: a module imports modules below it in MODULE_ORDER, never
// one above; the shared layers (db, http, graphql, jobs, packages/domain) import no module; nothing
// in production imports test code; and no import cycles anywhere.

/** The server's modules, lowest first: each may import only those listed before it. */
const MODULE_ORDER = [
  'mail',
  'account',
  'catalog',
  'addresses',
  'shipping',
  'wishlist',
  'basket',
  'checkout',
  'ledger',
  'orders',
  'invoices',
  'payments',
  'bookshop',
  'returns',
  'payouts',
  'admin',
  'privacy',
];

const SERVER = '^apps/server/src';
const MODULES = `${SERVER}/modules`;
/** Tests sit beside the code they test and may reach across it to set a scene up. */
const TESTS = '(\\.test\\.tsx?$|^apps/server/src/test/)';

const moduleDirection = MODULE_ORDER.map((name, index) => {
  const above = MODULE_ORDER.slice(index + 1);
  return above.length === 0
    ? null
    : {
        name: `module-direction-${name}`,
        comment: `${name} sits below ${above.join(', ')} (MODULE_ORDER): it must not import them.`,
        severity: 'error',
        from: { path: `${MODULES}/${name}/`, pathNot: TESTS },
        to: { path: `${MODULES}/(${above.join('|')})/` },
      };
}).filter((rule) => rule !== null);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...moduleDirection,
    {
      name: 'module-listed',
      comment: 'Every server module has its place in MODULE_ORDER (.dependency-cruiser.cjs).',
      severity: 'error',
      from: { path: `${MODULES}/`, pathNot: [`${MODULES}/(${MODULE_ORDER.join('|')})/`, TESTS] },
      to: {},
    },
    {
      name: 'shared-layers-import-no-module',
      comment:
        'db, http, graphql and jobs serve every module: they import none (a module declares its jobs with jobs/, the app hands them to the queue).',
      severity: 'error',
      // The generated resolver types name the modules' view types (codegen.ts's mappers).
      from: {
        path: `${SERVER}/(db|http|graphql|jobs)/`,
        pathNot: [TESTS, 'resolvers\\.generated\\.ts$'],
      },
      to: {
        path: `${SERVER}/(modules|security|reliability)/|${SERVER}/(app|app-jobs|main)\\.ts$`,
      },
    },
    {
      name: 'domain-imports-nothing-of-ours',
      comment: 'packages/domain holds pure rules shared by server and web.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^(apps|e2e|bench)/' },
    },
    {
      name: 'production-imports-no-test-code',
      comment: 'Stand-ins, fixtures and harnesses are for tests only.',
      severity: 'error',
      from: { path: `${SERVER}/`, pathNot: TESTS },
      to: { path: TESTS },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import the cruiser cannot resolve would hide its edge from every rule here.',
      severity: 'error',
      from: {},
      // A triple-slash `types="node"` reference names no file;
      // A package of types alone (no main) is not resolvable as a module, only as types.
      to: { couldNotResolve: true, pathNot: ['^node$', '^@graphql-typed-document-node/core$'] },
    },
    {
      name: 'no-circular',
      comment: 'An import cycle has no direction: break it by moving the shared piece down.',
      severity: 'error',
      from: { pathNot: TESTS },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-[^/]*)/' },
    // Type-only imports count: a type from a module above is a seam running the wrong way.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
