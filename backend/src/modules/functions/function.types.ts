import type { FunctionLevel } from '@scorecard/contracts';

/**
 * A chart function's row for other contexts; the entity class stays private to the functions
 * context (the boundary rule refuses its import elsewhere). `OrgFunction` implements this.
 */
export interface FunctionRow {
  id: string;
  organizationId: string;
  name: string;
  description: string | null;
  level: FunctionLevel;
  parentId: string | null;
  createdAt: Date;
  updatedAt: Date;
}
