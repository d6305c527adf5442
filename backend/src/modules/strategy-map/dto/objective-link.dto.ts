import { ApiProperty } from '@nestjs/swagger';
import { OBJECTIVE_LINK_MESSAGES } from '@scorecard/contracts';
import { IsString, IsUUID } from 'class-validator';

/** POST /api/objective-links: from (the cause) and to (the effect), objective assignments of one function. */
export class CreateObjectiveLinkDto {
  @ApiProperty() @IsString({ message: OBJECTIVE_LINK_MESSAGES.objectiveNotFound }) @IsUUID('all', { message: OBJECTIVE_LINK_MESSAGES.objectiveNotFound })
  fromObjectiveAssignmentId: string;
  @ApiProperty() @IsString({ message: OBJECTIVE_LINK_MESSAGES.objectiveNotFound }) @IsUUID('all', { message: OBJECTIVE_LINK_MESSAGES.objectiveNotFound })
  toObjectiveAssignmentId: string;
}
