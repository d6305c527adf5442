import type { KpiAssignment as KpiAssignmentRecord, Submission } from '@scorecard/contracts';
import { BadRequestException, ForbiddenException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { PERIOD_CLOSE_MESSAGES } from '@scorecard/contracts';
import { normalizePeriodKey, periodsOf, reportingPeriodName, valueAt } from '@scorecard/scoring';
import { DataSource } from 'typeorm';
import { Actor } from '../../common/tenancy/actor';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { ActivitiesService } from '../activities/activities.service';
import { EmployeeService } from '../employees/employee.service';
import { NotificationEvents } from '../notifications/notification-events';
import { PeriodLocksService } from '../period-close/period-locks.service';
import { lockKpiAssignment } from './assignment.queries';
import { toKpiAssignmentResponse } from './dto/kpi-assignment.dto';
import { KpiReviewDto } from './dto/kpi-review.dto';
import { KPI_ASSIGNMENT_MESSAGES } from './kpi-assignment.echo';
import { KpiAssignment } from './kpi-assignment.entity';
import { ObjectiveAssignmentService } from './objective-assignment.service';
import { submissionStateOf } from '@scorecard/scoring';
import { SettingsService } from '../settings/settings.service';
import { refreshViewScores } from './view-scores';

/**
 * The review of a recorded value (DESIGN decision 21): approve, or return with a comment, by an
 * admin or by the user linked to the owner of the cascade parent of the KPI's objective assignment.
 * A return notifies the value's owner through the notifications outbox, on the same transaction.
 */
@Injectable()
export class KpiReviewService {
  private readonly assignments: TenantRepository<KpiAssignment>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly activities: ActivitiesService,
    private readonly employees: EmployeeService,
    private readonly objectiveAssignments: ObjectiveAssignmentService,
    private readonly locks: PeriodLocksService,
    private readonly notifications: NotificationEvents,
    private readonly settings: SettingsService,
  ) {
    this.assignments = new TenantRepository(dataSource.manager, KpiAssignment, KPI_ASSIGNMENT_MESSAGES.notFound);
  }

  review(actor: Actor, id: string, dto: KpiReviewDto): Promise<KpiAssignmentRecord> {
    return this.dataSource.transaction(async (m) => {
      const org = actor.organizationId;
      const locked = await lockKpiAssignment(org, m, id);
      if (!locked) throw new NotFoundException(KPI_ASSIGNMENT_MESSAGES.notFound);
      const { assignment, kpi } = locked;
      const period = normalizePeriodKey(kpi.frequency, dto.period);
      if (period === null) throw new BadRequestException(`period: '${dto.period}' is not a ${kpi.frequency} period (expected ${periodsOf(kpi.frequency).join(', ')})`);
      if (!actor.isAdmin && !(await this.isParentOwner(m, actor, assignment.objectiveAssignmentId))) throw new ForbiddenException(PERIOD_CLOSE_MESSAGES.notReviewer);
      // A locked period is final: its reviews too.
      await this.locks.guardWrites(m, org, [{ year: assignment.period, period }]);
      if (valueAt(assignment.actualResults, period) === null) throw new UnprocessableEntityException(PERIOD_CLOSE_MESSAGES.noValueToReview);
      const comment = dto.comment ? dto.comment : null;
      if (dto.decision === 'return' && !comment) throw new UnprocessableEntityException(PERIOD_CLOSE_MESSAGES.returnCommentRequired);
      const state = dto.decision === 'approve' ? 'approved' : 'returned';
      const current = submissionStateOf(assignment.actualResults, assignment.submissions, period);
      if (state === 'approved' && current === 'approved') return toKpiAssignmentResponse(assignment);
      const at = new Date();
      const submission: Submission = { state, by: actor.userId, at: at.toISOString(), comment };
      assignment.submissions = { ...(assignment.submissions ?? {}), [period]: submission };
      await this.assignments.in(m).update(org, assignment, ['submissions']);
      // With requireApproval only approved values count: the stored view values follow the review (issue 36).
      const settings = await this.settings.get(org, m);
      if (settings.requireApproval) await refreshViewScores(m, org, { assignmentIds: [assignment.id] }, settings);
      const periodName = reportingPeriodName(Number(assignment.period), period);
      await this.activities.record(m, actor, {
        action: state,
        entityType: 'actual_result',
        entityId: assignment.id,
        entityName: kpi.name,
        category: 'Actual Result Update',
        details: { kpiName: kpi.name, year: assignment.period, period, value: valueAt(assignment.actualResults, period), from: current, to: state, comment },
      });
      if (state === 'returned') {
        await this.notifications.record(m, {
          organizationId: org,
          type: 'result_returned',
          causeId: `${assignment.id}:${period}:${at.getTime()}`,
          actorUserId: actor.userId,
          employeeIds: [assignment.ownerId],
          title: `Result returned: ${kpi.name}, ${periodName}`,
          message: comment!,
          entityType: 'kpi',
          entityId: assignment.id,
          actionUrl: '/my-work',
          priority: 'high',
        });
      }
      return toKpiAssignmentResponse(assignment);
    });
  }

  /** Whether the caller is the user linked to the owner of the objective assignment's cascade parent. */
  private async isParentOwner(m: import('typeorm').EntityManager, actor: Actor, objectiveAssignmentId: string): Promise<boolean> {
    const own = await this.objectiveAssignments.findIn(m, actor.organizationId, objectiveAssignmentId);
    if (!own?.parentObjectiveAssignmentId) return false;
    const parent = await this.objectiveAssignments.findIn(m, actor.organizationId, own.parentObjectiveAssignmentId);
    if (!parent?.ownerId) return false;
    const users = await this.employees.userIdsOf(actor.organizationId, [parent.ownerId], m);
    return users.includes(actor.userId);
  }
}
