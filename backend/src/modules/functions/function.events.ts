import { EntityManager } from 'typeorm';

/**
 * Events the functions context publishes (Nest's event emitter), on the changing transaction: the
 * publisher awaits `emitAsync` and the payload carries its `manager`.
 */

/** A function's name changed: the assignments context keeps the name on the function's KPI assignments (the KPI Overview's order). */
export const FUNCTION_RENAMED = 'functions.function-renamed';

export interface FunctionRenamed {
  manager: EntityManager;
  organizationId: string;
  functionId: string;
  name: string;
}
