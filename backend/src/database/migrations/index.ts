import { CreateSession1763769600000 } from './1763769600000-create-session';
import { CreateAccounts1763769700000 } from './1763769700000-create-accounts';

/** Every migration in order; listed explicitly so compiled, test and CLI runs see the same set. */
export const MIGRATIONS = [CreateSession1763769600000, CreateAccounts1763769700000];
