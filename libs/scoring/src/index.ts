/**
 * @scorecard/scoring: pure scoring rules shared by server and screens: periods, per-period score,
 * period/YTD views, statuses, roll-ups, weight checks and the computed scorecard. No I/O, no clock:
 * dates are arguments.
 */
export * from './periods.js';
export * from './score.js';
export * from './views.js';
export * from './status.js';
export * from './rollup.js';
export * from './coverage.js';
export * from './weights.js';
export * from './targets.js';
export * from './scorecard.js';
export * from './reporting-periods.js';
export * from './formula.js';
export * from './stored-views.js';
