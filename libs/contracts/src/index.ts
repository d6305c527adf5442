/** @scorecard/contracts: the vocabulary, defaults, messages, error classifier and API shapes shared by server and screens. */
export * from './enums.js';
export * from './types.js';
export * from './defaults.js';
export * from './messages.js';
export * from './errors.js';
export * from './retry.js';
export * from './admin.js';
export * from './palette.js';
export * from './csv.js';
export * from './sso.js';
export * from './connect.js';
export * from './strategy-map.js';
export * from './briefing-books.js';
export * from './history.js';
