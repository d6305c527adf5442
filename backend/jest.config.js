/** Backend tests: unit specs beside the code, e2e specs over HTTP in test/, real Postgres and Redis. */
const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    target: 'es2022',
    keepClassNames: true,
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  transform: { '^.+\\.(t|j|mj)s$': ['@swc/jest', swc] },
  // Nest 12 and a few of its dependencies ship ESM only (STACK trap 3).
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|@electric-sql|file-type|strtok3|token-types|@tokenizer|uint8array-extras|load-esm|@scure|@noble|@otplib|openid-client|oauth4webapi|jose|oidc-provider)/)',
  ],
  moduleNameMapper: {
    '^@scorecard/(contracts|scoring)$': '<rootDir>/../libs/$1/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 60000,
  maxWorkers: 2,
};
