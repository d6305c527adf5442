import type { Kpi as KpiRecord } from '@scorecard/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DEFAULT_KPI_UNIT, YTD_AGGREGATIONS, FREQUENCIES, KPI_UNITS, POLARITIES, POLARITY_DISPLAY_NAMES, SCORECARD_MESSAGES } from '@scorecard/contracts';
import type { Frequency, Polarity, YtdAggregation } from '@scorecard/contracts';
import { normalizeFrequency } from '@scorecard/scoring';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import { Kpi } from '../kpi.entity';
import { ECHO_MESSAGES } from '../../../common/echo-fields';
import { OptionalNotNull, blankToNull, trim } from '../../../common/dto-transforms';

export const KPI_MESSAGES = {
  unit: `Unit must be one of ${KPI_UNITS.join(', ')}`,
  unitLength: 'Unit must be at most 50 characters',
  polarity: 'Polarity must be positive or negative',
  frequency: 'Frequency must be monthly, quarterly or annual',
  isCumulative: 'isCumulative must be true or false',
  nameLength: 'Name must be at most 200 characters',
  descriptionLength: 'Description must be at most 5000 characters',
  descriptionText: 'Description must be text',
  notFound: 'KPI not found',
  formulaText: 'Formula must be text',
  formulaLength: 'Formula must be at most 2000 characters',
  ytdAggregation: 'ytdAggregation must be sum, average, last or formula',
};

/** 'annually' (the library form's spelling) and any case are stored as the canonical frequency (DESIGN decision 2). */
const frequency = ({ value }: { value: unknown }) => (typeof value === 'string' ? (normalizeFrequency(value) ?? value) : value);
/** 'positive' / 'negative', or the display names 'Higher Better' / 'Lower Better'. */
const polarity = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const v = value.trim();
  const hit = (Object.entries(POLARITY_DISPLAY_NAMES) as [Polarity, string][]).find(([key, name]) => key === v.toLowerCase() || name === v);
  return hit ? hit[0] : v;
};

const NameField = () =>
  applyDecorators(
    Transform(trim),
    IsString({ message: SCORECARD_MESSAGES.nameRequired }),
    MinLength(1, { message: SCORECARD_MESSAGES.nameRequired }),
    MaxLength(200, { message: KPI_MESSAGES.nameLength }),
  );
const DescriptionField = () =>
  applyDecorators(Transform(blankToNull), IsOptional(), IsString({ message: KPI_MESSAGES.descriptionText }), MaxLength(5000, { message: KPI_MESSAGES.descriptionLength }));
const PolarityField = () => applyDecorators(Transform(polarity), IsIn(POLARITIES, { message: KPI_MESSAGES.polarity }));
const FrequencyField = () => applyDecorators(Transform(frequency), IsIn(FREQUENCIES, { message: KPI_MESSAGES.frequency }));
const CreateUnitField = () =>
  applyDecorators(
    Transform(trim),
    IsString({ message: SCORECARD_MESSAGES.unitRequired }),
    MinLength(1, { message: SCORECARD_MESSAGES.unitRequired }),
    IsIn(KPI_UNITS, { message: KPI_MESSAGES.unit }),
  );
/** Edit form: free text; null or empty clears it. */
const EditUnitField = () =>
  applyDecorators(
    Transform(({ value }) => (value === null ? '' : typeof value === 'string' ? value.trim() : value)),
    IsString({ message: KPI_MESSAGES.unitLength }),
    MaxLength(50, { message: KPI_MESSAGES.unitLength }),
  );
const CumulativeField = () => IsBoolean({ message: KPI_MESSAGES.isCumulative });

class KpiFields {
  @ApiPropertyOptional({ nullable: true }) @DescriptionField() description?: string | null;
  @ApiPropertyOptional({ enum: POLARITIES, default: 'positive' }) @OptionalNotNull() @PolarityField() polarity?: Polarity;
  @ApiPropertyOptional({ enum: [...FREQUENCIES, 'annually'], default: 'quarterly' }) @OptionalNotNull() @FrequencyField() frequency?: Frequency;
  @ApiPropertyOptional({ default: false }) @OptionalNotNull() @CumulativeField() isCumulative?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: ECHO_MESSAGES.organization }) organizationId?: string;
  /** `{KPI:<id>}` references, + - * / and parentheses; null or blank makes it an ordinary KPI (DESIGN decision 25) */
  @ApiPropertyOptional({ nullable: true, example: '{KPI:<profit id>} / {KPI:<revenue id>}' })
  @Transform(blankToNull)
  @IsOptional()
  @IsString({ message: KPI_MESSAGES.formulaText })
  @MaxLength(2000, { message: KPI_MESSAGES.formulaLength })
  formula?: string | null;
  @ApiPropertyOptional({ enum: YTD_AGGREGATIONS, description: "'formula' by default for a KPI with a formula, else 'sum'" })
  @OptionalNotNull()
  @IsIn(YTD_AGGREGATIONS, { message: KPI_MESSAGES.ytdAggregation })
  ytdAggregation?: YtdAggregation;
}

/** The library form: unit required, one of the listed units (the form preselects %). */
export class CreateKpiDto extends KpiFields {
  @ApiProperty() @NameField() name: string;
  @ApiProperty({ enum: KPI_UNITS, example: DEFAULT_KPI_UNIT })
  @CreateUnitField()
  unit: string;
}

/** The edit form: unit is optional free text (empty clears it); other fields as on create. */
export class UpdateKpiDto extends KpiFields {
  @ApiPropertyOptional() @OptionalNotNull() @NameField() name?: string;
  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @EditUnitField()
  unit?: string;
  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: ECHO_MESSAGES.id }) id?: string;
}

export function toKpiResponse(k: Kpi): KpiRecord {
  return {
    id: k.id,
    organizationId: k.organizationId,
    name: k.name,
    description: k.description,
    unit: k.unit,
    polarity: k.polarity,
    frequency: k.frequency,
    isCumulative: k.isCumulative,
    formula: k.formula,
    ytdAggregation: k.ytdAggregation,
    createdAt: k.createdAt.toISOString(),
    updatedAt: k.updatedAt.toISOString(),
  };
}
