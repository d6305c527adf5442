import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FREQUENCIES, type Frequency } from '@scorecard/contracts';
import { normalizeFrequency } from '@scorecard/scoring';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

/** The messages of the library's KPI fields (library/dto/kpi.dto.ts), for the same fields here. */
export const FORMULA_PREVIEW_MESSAGES = {
  formulaText: 'Formula must be text',
  formulaLength: 'Formula must be at most 2000 characters',
  frequency: 'Frequency must be monthly, quarterly or annual',
  kpiId: 'kpiId must be a KPI id',
};

/** POST /api/kpis/formula-preview (the editor's live preview of DESIGN decision 25, our addition). */
export class FormulaPreviewDto {
  /** the stored form: `{KPI:<id>}` references */
  @ApiProperty({ example: '{KPI:<profit id>} / {KPI:<revenue id>}' })
  @IsString({ message: FORMULA_PREVIEW_MESSAGES.formulaText })
  @MaxLength(2000, { message: FORMULA_PREVIEW_MESSAGES.formulaLength })
  formula: string;

  /** the periods to evaluate (the form's frequency); quarterly when left out */
  @ApiPropertyOptional({ enum: FREQUENCIES })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (normalizeFrequency(value) ?? value) : value))
  @IsIn(FREQUENCIES, { message: FORMULA_PREVIEW_MESSAGES.frequency })
  frequency?: Frequency;

  /** the KPI being edited (its self-references and cycles are refused as a save would); absent for a new KPI */
  @ApiPropertyOptional({ format: 'uuid', nullable: true })
  @IsOptional()
  @IsUUID('all', { message: FORMULA_PREVIEW_MESSAGES.kpiId })
  kpiId?: string | null;
}
