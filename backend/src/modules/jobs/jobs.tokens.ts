/** Which process this is: the API runs the processors too unless WORKERS=separate. */
export type ProcessRole = 'api' | 'worker' | 'all';
export const PROCESS_ROLE = Symbol('PROCESS_ROLE');
