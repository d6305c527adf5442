import type { FormulaPreview, Frequency } from '@scorecard/contracts';
import { API_URL, httpClient } from '../../providers/dataProvider';

/** POST /api/kpis/formula-preview: what a formula gives for the latest period with a value (DESIGN decision 25's editor). */
export const previewFormula = async (body: { formula: string; frequency?: Frequency; kpiId?: string | null }): Promise<FormulaPreview> =>
  (await httpClient(`${API_URL}/kpis/formula-preview`, { method: 'POST', body: JSON.stringify(body) })).json as FormulaPreview;
