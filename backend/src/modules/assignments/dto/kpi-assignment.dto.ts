import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { HISTORY_MESSAGES, SCORECARD_MESSAGES } from '@scorecard/contracts';
import type { KpiAssignment as KpiAssignmentRecord } from '@scorecard/contracts';
import { IsObject, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { ECHO_MESSAGES } from '../../../common/echo-fields';
import { OptionalNotNull, OptionalReference } from '../../../common/dto-transforms';
import { KpiAssignment } from '../kpi-assignment.entity';
import { ActualResultField, ASSIGNMENT_MESSAGES, NullableNumberField, PeriodMapField, RequiredReference, WeightField, YearField } from './assignment-fields';

/** A map of period key (of the KPI's frequency) to a number or null; a JSON string of one is accepted. */
type PeriodMapInput = Record<string, unknown> | null;

export class CreateKpiAssignmentDto {
  @ApiProperty() @RequiredReference(SCORECARD_MESSAGES.kpiSelectionRequired, ASSIGNMENT_MESSAGES.kpiNotFound) kpiId: string;
  @ApiProperty() @RequiredReference(SCORECARD_MESSAGES.objectiveSelectionRequired, ASSIGNMENT_MESSAGES.objectiveAssignmentNotFound)
  objectiveAssignmentId: string;
  /** if sent, must be the objective of the objective assignment */
  @ApiPropertyOptional({ nullable: true }) @OptionalReference(ASSIGNMENT_MESSAGES.objectiveNotFound) linkedObjectiveId?: string | null;
  /** left out: the objective assignment's owner */
  @ApiPropertyOptional({ nullable: true }) @OptionalReference(ASSIGNMENT_MESSAGES.ownerNotFound) ownerId?: string | null;
  @ApiPropertyOptional({ default: 25, minimum: 1, maximum: 100 }) @WeightField() weight?: unknown;
  @ApiPropertyOptional({ example: { q1: 100, q2: 110, q3: null } }) @IsOptional() @PeriodMapField('targets') targets?: PeriodMapInput;
  @ApiPropertyOptional({ example: {} }) @IsOptional() @PeriodMapField('actualResults') actualResults?: PeriodMapInput;
  /** the year; default (and only allowed value) the objective assignment's */
  @ApiPropertyOptional({ example: '2026' }) @OptionalNotNull() @YearField() period?: string;
  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: ECHO_MESSAGES.organization }) organizationId?: string;
}

/**
 * PATCH and PUT: a field left out keeps its value. `targets` and `actualResults` merge into the
 * stored maps (a period sent as null is cleared). `actualResult` alone records one period's result
 * (`resultPeriod`, default the current period of the KPI's frequency); beside `actualResults` it is
 * an echo. The server computes the score; a `score`, `actualResult` or `ownerName` that is sent must
 * match the stored or the computed value, and is otherwise refused (422), never ignored.
 */
export class UpdateKpiAssignmentDto {
  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: ASSIGNMENT_MESSAGES.kpiNotFound }) kpiId?: string;
  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: ASSIGNMENT_MESSAGES.objectiveAssignmentNotFound }) objectiveAssignmentId?: string;
  @ApiPropertyOptional({ nullable: true }) @OptionalReference(ASSIGNMENT_MESSAGES.objectiveNotFound) linkedObjectiveId?: string | null;
  @ApiPropertyOptional({ nullable: true }) @OptionalReference(ASSIGNMENT_MESSAGES.ownerNotFound) ownerId?: string | null;
  @ApiPropertyOptional({ minimum: 1, maximum: 100 }) @WeightField() weight?: unknown;
  @ApiPropertyOptional() @IsOptional() @PeriodMapField('targets') targets?: PeriodMapInput;
  @ApiPropertyOptional() @IsOptional() @PeriodMapField('actualResults') actualResults?: PeriodMapInput;
  @ApiPropertyOptional() @OptionalNotNull() @YearField() period?: string;
  /** alone: a result ('Actual result is required' when empty); beside actualResults: an echo of the record */
  @ApiPropertyOptional({ nullable: true }) @IsOptional() @ActualResultField() actualResult?: number | null;
  @ApiPropertyOptional({ example: 'q3' }) @IsOptional() @IsString({ message: ASSIGNMENT_MESSAGES.resultPeriod }) @MaxLength(20, { message: ASSIGNMENT_MESSAGES.resultPeriod })
  resultPeriod?: string;
  /**
   * Computed by the server. The specification's client sends it with a result (its own computation)
   * or echoes the record it read; either is accepted when it matches, anything else is refused.
   */
  @ApiPropertyOptional({ nullable: true, readOnly: true }) @IsOptional() @NullableNumberField(ASSIGNMENT_MESSAGES.scoreNumber) score?: number | null;
  // Read-only fields of the record, echoed by the actual-results dialog's PUT of the full assignment.
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() @IsString({ message: ASSIGNMENT_MESSAGES.readOnly('ownerName') }) ownerName?: string | null;
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() @IsString({ message: ASSIGNMENT_MESSAGES.readOnly('createdAt') }) createdAt?: string;
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() @IsString({ message: ASSIGNMENT_MESSAGES.readOnly('updatedAt') }) updatedAt?: string;
  /** the review states (DESIGN decision 21) are the server's: echoed by the dialog's PUT, never stored from input */
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() @IsObject({ message: ASSIGNMENT_MESSAGES.readOnly('submissions') }) submissions?: Record<string, unknown>;
  /** the first targets (DESIGN decision 22) are the server's: echoed by the dialogs' PUT, never stored from input */
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() @IsObject({ message: ASSIGNMENT_MESSAGES.readOnly('baselineTargets') }) baselineTargets?: Record<string, unknown>;
  /** why a value changes, kept in its history; required to change a set target of a period that has started (DESIGN decision 22) */
  @ApiPropertyOptional({ example: 'Budget revised in April' })
  @IsOptional()
  @IsString({ message: HISTORY_MESSAGES.reasonLength })
  @MaxLength(500, { message: HISTORY_MESSAGES.reasonLength })
  reason?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: ECHO_MESSAGES.id }) id?: string;
  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: ECHO_MESSAGES.organization }) organizationId?: string;
}

/** The fields of a KPI assignment's record, as the list reads them straight from its columns. */
export const KPI_ASSIGNMENT_FIELDS: Record<keyof KpiAssignmentRecord, true> = {
  id: true,
  organizationId: true,
  kpiId: true,
  objectiveAssignmentId: true,
  linkedObjectiveId: true,
  ownerId: true,
  ownerName: true,
  weight: true,
  targets: true,
  actualResults: true,
  submissions: true,
  baselineTargets: true,
  period: true,
  score: true,
  actualResult: true,
  createdAt: true,
  updatedAt: true,
};

export function toKpiAssignmentResponse(a: KpiAssignment): KpiAssignmentRecord {
  return {
    id: a.id,
    organizationId: a.organizationId,
    kpiId: a.kpiId,
    objectiveAssignmentId: a.objectiveAssignmentId,
    linkedObjectiveId: a.linkedObjectiveId,
    ownerId: a.ownerId,
    ownerName: a.ownerName ?? null,
    weight: a.weight,
    targets: a.targets,
    actualResults: a.actualResults,
    submissions: a.submissions ?? {},
    baselineTargets: a.baselineTargets ?? {},
    period: a.period,
    score: a.score,
    actualResult: a.actualResult,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}
