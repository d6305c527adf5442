/** Which process runs the processors: the API alone enqueues unless WORKERS=inline. */
export type ProcessRole = 'api' | 'worker' | 'all';
export const PROCESS_ROLE = Symbol('PROCESS_ROLE');
