import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  ATTACHMENT_SIZE_LIMITS_MB,
  DEFAULT_ORGANIZATION_SETTINGS,
  PERIOD_CLOSE_DAY_LIMITS,
  SCORING_SETTINGS_LIMITS,
  SETTINGS_MESSAGES,
  type OrganizationSettingsRecord,
} from '@scorecard/contracts';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { ECHO_MESSAGES } from '../../../common/echo-fields';
import { OptionalNotNull } from '../../../common/dto-transforms';
import { OrganizationSettingsRow } from '../organization-settings.entity';
import { mergeSettings } from '../settings.service';

const MB = 1024 * 1024;

export const SETTINGS_FIELD_MESSAGES = {
  text: (field: string) => `${field} must be text of at most 5000 characters`,
  organizationName: 'Organization name must be at most 200 characters',
  threshold: (name: string) => `${name} threshold must be a number from ${SCORING_SETTINGS_LIMITS.thresholdMin} to ${SCORING_SETTINGS_LIMITS.thresholdMax}`,
  scoreCap: SETTINGS_MESSAGES.invalidScoreCap,
  scoreCapMax: `Score cap must be at most ${SCORING_SETTINGS_LIMITS.scoreCapMax}%`,
  requestStatuses: 'Request statuses must be a list of 1 to 20 distinct names of at most 50 characters',
  attachmentSize: `Maximum attachment size must be from ${ATTACHMENT_SIZE_LIMITS_MB.min} to ${ATTACHMENT_SIZE_LIMITS_MB.max} MB (in bytes)`,
  fileTypes: 'Allowed file types must be a list of 1 to 50 extensions such as .pdf',
  label: (field: string) => `${field} must be at most 50 characters`,
  timeZone: 'Time zone must be an IANA time zone such as UTC or Europe/Paris',
  workflow: (field: string) => `${field} must be an object of true/false flags`,
  flag: (field: string) => `${field} must be true or false`,
  days: (field: string) => `${field} must be a whole number of days from ${PERIOD_CLOSE_DAY_LIMITS.min} to ${PERIOD_CLOSE_DAY_LIMITS.max}`,
};

/** A day count of the period close (DESIGN decision 21). */
const Days = (field: string) =>
  applyDecorators(
    OptionalNotNull(),
    IsInt({ message: SETTINGS_FIELD_MESSAGES.days(field) }),
    Min(PERIOD_CLOSE_DAY_LIMITS.min, { message: SETTINGS_FIELD_MESSAGES.days(field) }),
    Max(PERIOD_CLOSE_DAY_LIMITS.max, { message: SETTINGS_FIELD_MESSAGES.days(field) }),
  );

/** Lists arrive as arrays or as the settings form's comma-separated text: split, trimmed, empty items dropped. */
const list = (normalize: (item: string) => string = (s) => s) =>
  Transform(({ value }) => {
    const items = typeof value === 'string' ? value.split(',') : value;
    if (!Array.isArray(items)) return value;
    return items.map((item) => (typeof item === 'string' ? normalize(item.trim()) : item)).filter((item) => item !== '');
  });

const extension = (item: string) => (item === '' ? '' : (item.startsWith('.') ? item : `.${item}`).toLowerCase());
const nullToEmpty = ({ value }: { value: unknown }) => (value === null ? '' : value);
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

const distinct = (message: string) =>
  ValidateBy(
    {
      name: 'distinctItems',
      validator: { validate: (value: unknown) => Array.isArray(value) && new Set(value.map((v) => String(v).toLowerCase())).size === value.length },
    },
    { message },
  );

function isTimeZone(value: unknown): boolean {
  if (typeof value !== 'string' || value.trim() === '' || value.length > 100) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const FreeText = (field: string) =>
  applyDecorators(Transform(nullToEmpty), IsString({ message: SETTINGS_FIELD_MESSAGES.text(field) }), MaxLength(5000, { message: SETTINGS_FIELD_MESSAGES.text(field) }));
const Threshold = (name: string) =>
  applyDecorators(
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: SETTINGS_FIELD_MESSAGES.threshold(name) }),
    Min(SCORING_SETTINGS_LIMITS.thresholdMin, { message: SETTINGS_FIELD_MESSAGES.threshold(name) }),
    Max(SCORING_SETTINGS_LIMITS.thresholdMax, { message: SETTINGS_FIELD_MESSAGES.threshold(name) }),
  );
/** A label; empty resets it to the default name. */
const Label = (field: string) =>
  applyDecorators(Transform(trimmed), Transform(nullToEmpty), IsString({ message: SETTINGS_FIELD_MESSAGES.label(field) }), MaxLength(50, { message: SETTINGS_FIELD_MESSAGES.label(field) }));
const Flag = (field: string) => applyDecorators(OptionalNotNull(), IsBoolean({ message: SETTINGS_FIELD_MESSAGES.flag(field) }));

export class DataCollectionWorkflowDto {
  @ApiPropertyOptional() @Flag('dataCollectionWorkflow.requiresApproval') requiresApproval?: boolean;
  @ApiPropertyOptional() @Flag('dataCollectionWorkflow.autoAssign') autoAssign?: boolean;
}

export class ChangeRequestWorkflowDto {
  @ApiPropertyOptional() @Flag('changeRequestWorkflow.requiresApproval') requiresApproval?: boolean;
  @ApiPropertyOptional() @Flag('changeRequestWorkflow.requiresImpactAnalysis') requiresImpactAnalysis?: boolean;
  @ApiPropertyOptional() @Flag('changeRequestWorkflow.multiLevelApproval') multiLevelApproval?: boolean;
}

/**
 * PUT /api/organization-settings: any subset of the settings (the Corporate BSC block sends only
 * vision, mission, values and organizationName). Unknown fields are refused. The read-only fields
 * of the GET answer may be echoed back: id and organizationId must be the organization's own;
 * updatedById, createdAt and updatedAt are maintained by the server.
 */
export class UpdateOrganizationSettingsDto {
  @ApiPropertyOptional() @IsOptional() @FreeText('Vision') vision?: string;
  @ApiPropertyOptional() @IsOptional() @FreeText('Mission') mission?: string;
  @ApiPropertyOptional() @IsOptional() @FreeText('Values') values?: string;
  @ApiPropertyOptional() @IsOptional() @Transform(trimmed) @FreeText('Organization name') @MaxLength(200, { message: SETTINGS_FIELD_MESSAGES.organizationName })
  organizationName?: string;

  @ApiPropertyOptional({ default: 100 }) @OptionalNotNull() @Threshold('Exceeds Target') exceedsTargetThreshold?: number;
  @ApiPropertyOptional({ default: 90 }) @OptionalNotNull() @Threshold('On Target') onTargetThreshold?: number;
  @ApiPropertyOptional({ default: 70 }) @OptionalNotNull() @Threshold('Near Target') nearTargetThreshold?: number;
  @ApiPropertyOptional({ default: 50 }) @OptionalNotNull() @Threshold('At Risk') atRiskThreshold?: number;
  @ApiPropertyOptional({ default: 150 })
  @OptionalNotNull()
  @ScoreCap()
  scoreCapPercentage?: number;

  @ApiPropertyOptional({ type: [String] })
  @OptionalNotNull()
  @RequestStatuses()
  requestStatuses?: string[];

  @ApiPropertyOptional({ type: DataCollectionWorkflowDto })
  @OptionalNotNull()
  @IsObject({ message: SETTINGS_FIELD_MESSAGES.workflow('dataCollectionWorkflow') })
  @ValidateNested()
  @Type(() => DataCollectionWorkflowDto)
  dataCollectionWorkflow?: DataCollectionWorkflowDto;

  @ApiPropertyOptional({ type: ChangeRequestWorkflowDto })
  @OptionalNotNull()
  @IsObject({ message: SETTINGS_FIELD_MESSAGES.workflow('changeRequestWorkflow') })
  @ValidateNested()
  @Type(() => ChangeRequestWorkflowDto)
  changeRequestWorkflow?: ChangeRequestWorkflowDto;

  @ApiPropertyOptional({ default: DEFAULT_ORGANIZATION_SETTINGS.maxAttachmentSize })
  @OptionalNotNull()
  @AttachmentSize()
  maxAttachmentSize?: number;

  @ApiPropertyOptional({ type: [String] })
  @OptionalNotNull()
  @FileTypes()
  allowedFileTypes?: string[];

  @ApiPropertyOptional() @IsOptional() @Label('perspectiveFinancialName') perspectiveFinancialName?: string;
  @ApiPropertyOptional() @IsOptional() @Label('perspectiveCustomerName') perspectiveCustomerName?: string;
  @ApiPropertyOptional() @IsOptional() @Label('perspectiveInternalProcessName') perspectiveInternalProcessName?: string;
  @ApiPropertyOptional() @IsOptional() @Label('perspectiveLearningGrowthName') perspectiveLearningGrowthName?: string;
  @ApiPropertyOptional() @IsOptional() @Label('levelCeoName') levelCeoName?: string;
  @ApiPropertyOptional() @IsOptional() @Label('levelDivisionName') levelDivisionName?: string;
  @ApiPropertyOptional() @IsOptional() @Label('levelGeneralDepartmentName') levelGeneralDepartmentName?: string;
  @ApiPropertyOptional() @IsOptional() @Label('levelDepartmentName') levelDepartmentName?: string;
  @ApiPropertyOptional() @IsOptional() @Label('termObjectivesLabel') termObjectivesLabel?: string;
  @ApiPropertyOptional() @IsOptional() @Label('termKpisLabel') termKpisLabel?: string;
  @ApiPropertyOptional() @IsOptional() @Label('termThemesLabel') termThemesLabel?: string;
  @ApiPropertyOptional() @IsOptional() @Label('termAssignmentsLabel') termAssignmentsLabel?: string;
  @ApiPropertyOptional() @IsOptional() @Label('termTargetsLabel') termTargetsLabel?: string;
  @ApiPropertyOptional() @IsOptional() @Label('termActualResultsLabel') termActualResultsLabel?: string;
  @ApiPropertyOptional() @IsOptional() @Label('termScoreLabel') termScoreLabel?: string;

  @ApiPropertyOptional({ default: 'UTC' })
  @OptionalNotNull()
  @ValidateBy({ name: 'isTimeZone', validator: { validate: isTimeZone } }, { message: SETTINGS_FIELD_MESSAGES.timeZone })
  timeZone?: string;

  @ApiPropertyOptional({ default: false })
  @OptionalNotNull()
  @IsBoolean({ message: 'requireTwoFactorForAdmins must be true or false' })
  requireTwoFactorForAdmins?: boolean;

  @ApiPropertyOptional({ default: 10 }) @Days('resultsDueDays') resultsDueDays?: number;
  @ApiPropertyOptional({ default: 3 }) @Days('reminderDaysBefore') reminderDaysBefore?: number;
  @ApiPropertyOptional({ default: 2 }) @Days('reminderDaysAfter') reminderDaysAfter?: number;
  @ApiPropertyOptional({ default: 5 }) @Days('escalationDaysAfter') escalationDaysAfter?: number;
  @ApiPropertyOptional({ default: false }) @Flag('requireApproval') requireApproval?: boolean;

  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: ECHO_MESSAGES.id }) id?: string;
  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: ECHO_MESSAGES.organization }) organizationId?: string;
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() @IsUUID('all', { message: 'updatedById is set by the server' }) updatedById?: string | null;
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() @IsString({ message: 'createdAt is set by the server' }) createdAt?: string;
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() @IsString({ message: 'updatedAt is set by the server' }) updatedAt?: string;
}

function ScoreCap() {
  return applyDecorators(
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: SETTINGS_FIELD_MESSAGES.scoreCap }),
    Min(SCORING_SETTINGS_LIMITS.scoreCapMin, { message: SETTINGS_FIELD_MESSAGES.scoreCap }),
    Max(SCORING_SETTINGS_LIMITS.scoreCapMax, { message: SETTINGS_FIELD_MESSAGES.scoreCapMax }),
  );
}

function RequestStatuses() {
  const m = SETTINGS_FIELD_MESSAGES.requestStatuses;
  return applyDecorators(
    list(),
    IsArray({ message: m }),
    ArrayMinSize(1, { message: m }),
    ArrayMaxSize(20, { message: m }),
    IsString({ each: true, message: m }),
    MaxLength(50, { each: true, message: m }),
    distinct(m),
  );
}

function FileTypes() {
  const m = SETTINGS_FIELD_MESSAGES.fileTypes;
  return applyDecorators(
    list(extension),
    IsArray({ message: m }),
    ArrayMinSize(1, { message: m }),
    ArrayMaxSize(50, { message: m }),
    IsString({ each: true, message: m }),
    Matches(/^\.[a-z0-9]{1,10}$/, { each: true, message: m }),
    distinct(m),
  );
}

function AttachmentSize() {
  const m = SETTINGS_FIELD_MESSAGES.attachmentSize;
  return applyDecorators(IsInt({ message: m }), Min(ATTACHMENT_SIZE_LIMITS_MB.min * MB, { message: m }), Max(ATTACHMENT_SIZE_LIMITS_MB.max * MB, { message: m }));
}

export function toOrganizationSettingsResponse(organizationId: string, row: OrganizationSettingsRow | null): OrganizationSettingsRecord {
  return {
    id: row?.id ?? null,
    organizationId,
    ...mergeSettings(row?.values),
    updatedById: row?.updatedById ?? null,
    createdAt: row?.createdAt.toISOString() ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}
