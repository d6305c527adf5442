import { ApiProperty } from '@nestjs/swagger';
import { DIGEST_FREQUENCIES, NOTIFICATION_MESSAGES as M, type DigestFrequency, type NotificationPreferences } from '@scorecard/contracts';
import { IsBoolean, IsIn, IsInt, Max, Min } from 'class-validator';
import { NotificationPreferencesRow } from '../notification.entity';

/** PUT /api/notification-preferences: all ten fields (platform.md section 5). */
export class NotificationPreferencesDto implements NotificationPreferences {
  @ApiProperty() @IsBoolean({ message: M.booleanRequired('Email notifications') }) emailNotifications: boolean;
  @ApiProperty() @IsBoolean({ message: M.booleanRequired('In-app notifications') }) inAppNotifications: boolean;
  @ApiProperty() @IsBoolean({ message: M.booleanRequired('Request status changes') }) requestStatusChanges: boolean;
  @ApiProperty() @IsBoolean({ message: M.booleanRequired('New comments') }) newComments: boolean;
  @ApiProperty() @IsBoolean({ message: M.booleanRequired('Request assignments') }) requestAssignments: boolean;
  @ApiProperty() @IsBoolean({ message: M.booleanRequired('Mentions') }) mentions: boolean;
  @ApiProperty() @IsBoolean({ message: M.booleanRequired('Escalations') }) escalations: boolean;

  @ApiProperty({ enum: DIGEST_FREQUENCIES })
  @IsIn(DIGEST_FREQUENCIES, { message: M.digestFrequency })
  digestFrequency: DigestFrequency;

  @ApiProperty({ minimum: 0, maximum: 23 })
  @Max(23, { message: M.quietHoursStart })
  @Min(0, { message: M.quietHoursStart })
  @IsInt({ message: M.quietHoursStart })
  quietHoursStart: number;

  @ApiProperty({ minimum: 0, maximum: 23 })
  @Max(23, { message: M.quietHoursEnd })
  @Min(0, { message: M.quietHoursEnd })
  @IsInt({ message: M.quietHoursEnd })
  quietHoursEnd: number;
}

export function toNotificationPreferences(row: NotificationPreferencesRow): NotificationPreferences {
  return {
    emailNotifications: row.emailNotifications,
    inAppNotifications: row.inAppNotifications,
    requestStatusChanges: row.requestStatusChanges,
    newComments: row.newComments,
    requestAssignments: row.requestAssignments,
    mentions: row.mentions,
    escalations: row.escalations,
    digestFrequency: row.digestFrequency,
    quietHoursStart: row.quietHoursStart,
    quietHoursEnd: row.quietHoursEnd,
  };
}
