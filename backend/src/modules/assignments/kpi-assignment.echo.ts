import { BadRequestException, UnprocessableEntityException } from '@nestjs/common';
import { SCORECARD_MESSAGES } from '@scorecard/contracts';
import { UpdateKpiAssignmentDto } from './dto/kpi-assignment.dto';
import { KpiAssignment } from './kpi-assignment.entity';

export const KPI_ASSIGNMENT_MESSAGES = {
  notFound: 'KPI assignment not found',
  duplicate: 'This KPI is already assigned to this objective',
  linkedObjective: 'linkedObjectiveId must be the objective of the objective assignment',
  periodMismatch: (period: string) => `The period must be the objective assignment's year (${period})`,
  kpiUnchangeable: 'The KPI of an assignment cannot be changed; assign the KPI anew',
  objectiveUnchangeable: 'The objective of an assignment cannot be changed; assign the KPI anew',
  resultPeriodWithoutResult: 'resultPeriod is only used with actualResult',
  resultPeriodWithResults: 'resultPeriod is only used with actualResult alone, not with actualResults',
  scoreMismatch: (sent: unknown, computed: number | null) =>
    `The score is computed by the server from the actual results (${computed ?? 'no score'}); ${String(sent)} does not match`,
  actualResultMismatch: (sent: unknown, latest: number | null) =>
    `actualResult must be the latest actual result (${latest ?? 'none'}), not ${String(sent)}; send the results in actualResults`,
  ownerNameMismatch: 'ownerName is read-only; send ownerId to change the owner',
};

/**
 * react-admin PUTs the whole record it read, so an update carries read-only fields back. They must
 * agree with the record read or the one written: nothing sent is ignored silently. These are the
 * KPI assignment's rules for those echoes.
 */

/**
 * Whether the body enters one result (actualResult alone) rather than echoing the record: beside a
 * full actualResults map (the dialog's PUT of the whole record) actualResult is an echo. Refuses
 * the combinations that mean neither.
 */
export function readResultEntry(dto: UpdateKpiAssignmentDto): boolean {
  if (dto.resultPeriod !== undefined && dto.actualResult === undefined) throw new BadRequestException(KPI_ASSIGNMENT_MESSAGES.resultPeriodWithoutResult);
  if (dto.resultPeriod !== undefined && dto.actualResults !== undefined) throw new BadRequestException(KPI_ASSIGNMENT_MESSAGES.resultPeriodWithResults);
  const resultEntry = dto.actualResult !== undefined && dto.actualResults === undefined;
  if (resultEntry && dto.actualResult === null) throw new BadRequestException(SCORECARD_MESSAGES.actualResultRequired);
  return resultEntry;
}

/** The KPI, the objective and the year of an assignment stay as created. */
export function checkIdentityEcho(dto: UpdateKpiAssignmentDto, assignment: KpiAssignment): void {
  if (dto.kpiId !== undefined && dto.kpiId !== assignment.kpiId) throw new UnprocessableEntityException(KPI_ASSIGNMENT_MESSAGES.kpiUnchangeable);
  const sameObjective =
    (dto.objectiveAssignmentId === undefined || dto.objectiveAssignmentId === assignment.objectiveAssignmentId) &&
    (dto.linkedObjectiveId === undefined || dto.linkedObjectiveId === assignment.linkedObjectiveId);
  if (!sameObjective) throw new UnprocessableEntityException(KPI_ASSIGNMENT_MESSAGES.objectiveUnchangeable);
  if (dto.period !== undefined && dto.period !== assignment.period) throw new UnprocessableEntityException(KPI_ASSIGNMENT_MESSAGES.periodMismatch(assignment.period));
}

/** Scores are whole percents; a client's unrounded computation of the same score matches. */
const sameScore = (sent: number | null, value: number | null) => (sent === null || value === null ? sent === value : Math.round(sent) === Math.round(value));

type Computed = { score: number | null; actualResult: number | null; ownerName: string | null };

/** Score, latest result and owner name sent must be the stored ones before or after this update. */
export function checkComputedEcho(dto: UpdateKpiAssignmentDto, resultEntry: boolean, before: Computed, after: Computed): void {
  // a result entry's score is the client's computation of the new score; in a full record it may also be the echo of the old one
  const scoreMatches = sameScore(dto.score ?? null, after.score) || (!resultEntry && sameScore(dto.score ?? null, before.score));
  if (dto.score !== undefined && !scoreMatches) {
    throw new UnprocessableEntityException(KPI_ASSIGNMENT_MESSAGES.scoreMismatch(dto.score, after.score));
  }
  if (dto.actualResult !== undefined && !resultEntry && dto.actualResult !== before.actualResult && dto.actualResult !== after.actualResult) {
    throw new UnprocessableEntityException(KPI_ASSIGNMENT_MESSAGES.actualResultMismatch(dto.actualResult, after.actualResult));
  }
  if (dto.ownerName !== undefined && dto.ownerName !== after.ownerName && dto.ownerName !== before.ownerName) {
    throw new UnprocessableEntityException(KPI_ASSIGNMENT_MESSAGES.ownerNameMismatch);
  }
}
