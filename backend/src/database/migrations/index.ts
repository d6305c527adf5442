import { CreateSession1763769600000 } from './1763769600000-create-session';

/** Every migration in order; listed explicitly so compiled, test and CLI runs see the same set. */
export const MIGRATIONS = [CreateSession1763769600000];
