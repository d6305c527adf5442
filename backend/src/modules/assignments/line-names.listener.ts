import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { FUNCTION_RENAMED, FunctionRenamed } from '../functions/function.events';
import { KPI_RENAMED, KpiRenamed } from '../library/library.events';
import { renameFunctionLines, renameKpiLines } from './assignment.queries';

/**
 * The KPI Overview orders lines by KPI name, then function name: a KPI assignment keeps its
 * function's name, and each stored view value its line's KPI and function names, so that indexes
 * give the lines in that order and a page reads only its own (issue 36). The functions and library
 * contexts publish a rename (they cannot call this context, which imports them); the names follow
 * on the renaming transaction, and a failure rolls the rename back.
 */
@Injectable()
export class LineNamesListener {
  @OnEvent(FUNCTION_RENAMED, { suppressErrors: false })
  async onFunctionRenamed(event: FunctionRenamed): Promise<void> {
    await renameFunctionLines(event.organizationId, event.manager, event.functionId, event.name);
  }

  @OnEvent(KPI_RENAMED, { suppressErrors: false })
  async onKpiRenamed(event: KpiRenamed): Promise<void> {
    await renameKpiLines(event.organizationId, event.manager, event.kpiId, event.name);
  }
}
