import { CreateSession1763769600000 } from './1763769600000-create-session';
import { CreateAccounts1763769700000 } from './1763769700000-create-accounts';
import { CreateActivity1763769800000 } from './1763769800000-create-activity';

/** Every migration in order; listed explicitly so compiled, test and CLI runs see the same set. */
export const MIGRATIONS = [CreateSession1763769600000, CreateAccounts1763769700000, CreateActivity1763769800000];
