import type { Objective as ObjectiveRecord } from '@scorecard/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BSC_PERSPECTIVES, BSC_PERSPECTIVE_DISPLAY_NAMES, OBJECTIVE_STATUSES, OBJECTIVE_STATUS_DISPLAY_NAMES, SCORECARD_MESSAGES } from '@scorecard/contracts';
import type { BscPerspective, ObjectiveStatus } from '@scorecard/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import { Objective } from '../objective.entity';
import { ECHO_MESSAGES } from '../../../common/echo-fields';
import { OptionalNotNull, OptionalReference, blankToNull, trim } from '../../../common/dto-transforms';

export const OBJECTIVE_MESSAGES = {
  perspective: `BSC perspective must be one of ${BSC_PERSPECTIVES.join(', ')}`,
  status: `Status must be one of ${OBJECTIVE_STATUSES.join(', ')}`,
  nameLength: 'Name must be at most 200 characters',
  descriptionLength: 'Description must be at most 5000 characters',
  descriptionText: 'Description must be text',
  themeNotFound: 'Theme not found',
  parentNotFound: 'Parent objective not found',
  ownerNotFound: 'Owner not found',
  parentCycle: 'An objective cannot be its own parent or the parent of one of its ancestors',
  notFound: 'Objective not found',
};

/** Stored values, and the display names the screens show ('Internal Process', 'Under Review'), read as the stored value. */
function fromDisplay<T extends string>(names: Readonly<Record<T, string>>) {
  return ({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    const hit = (Object.entries(names) as [T, string][]).find(([key, name]) => key === trimmed || name === trimmed);
    return hit ? hit[0] : trimmed;
  };
}

const NameField = () =>
  applyDecorators(
    Transform(trim),
    IsString({ message: SCORECARD_MESSAGES.nameRequired }),
    MinLength(1, { message: SCORECARD_MESSAGES.nameRequired }),
    MaxLength(200, { message: OBJECTIVE_MESSAGES.nameLength }),
  );
const DescriptionField = () =>
  applyDecorators(Transform(blankToNull), IsOptional(), IsString({ message: OBJECTIVE_MESSAGES.descriptionText }), MaxLength(5000, { message: OBJECTIVE_MESSAGES.descriptionLength }));
const PerspectiveField = () =>
  applyDecorators(Transform(fromDisplay(BSC_PERSPECTIVE_DISPLAY_NAMES)), IsIn(BSC_PERSPECTIVES, { message: OBJECTIVE_MESSAGES.perspective }));
const StatusField = () => applyDecorators(Transform(fromDisplay(OBJECTIVE_STATUS_DISPLAY_NAMES)), IsIn(OBJECTIVE_STATUSES, { message: OBJECTIVE_MESSAGES.status }));

class ObjectiveFields {
  @ApiPropertyOptional({ nullable: true }) @DescriptionField() description?: string | null;
  /** null, '' or 'none': no theme */
  @ApiPropertyOptional({ nullable: true }) @OptionalReference(OBJECTIVE_MESSAGES.themeNotFound) themeId?: string | null;
  @ApiPropertyOptional({ nullable: true }) @OptionalReference(OBJECTIVE_MESSAGES.parentNotFound) parentObjectiveId?: string | null;
  /** an employee of the organization; left out on create: the caller's own employee record */
  @ApiPropertyOptional({ nullable: true }) @OptionalReference(OBJECTIVE_MESSAGES.ownerNotFound) ownerId?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: ECHO_MESSAGES.organization }) organizationId?: string;
}

export class CreateObjectiveDto extends ObjectiveFields {
  @ApiProperty() @NameField() name: string;
  @ApiProperty({ enum: BSC_PERSPECTIVES }) @PerspectiveField() bscPerspective: BscPerspective;
  @ApiPropertyOptional({ enum: OBJECTIVE_STATUSES, default: 'Active' }) @IsOptional() @StatusField() status?: ObjectiveStatus;
}

/** PUT: the same body; a field left out keeps its value, a field sent is validated as on create. */
export class UpdateObjectiveDto extends ObjectiveFields {
  @ApiPropertyOptional() @OptionalNotNull() @NameField() name?: string;
  @ApiPropertyOptional({ enum: BSC_PERSPECTIVES }) @OptionalNotNull() @PerspectiveField() bscPerspective?: BscPerspective;
  @ApiPropertyOptional({ enum: OBJECTIVE_STATUSES }) @OptionalNotNull() @StatusField() status?: ObjectiveStatus;
  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: ECHO_MESSAGES.id }) id?: string;
}

export function toObjectiveResponse(o: Objective): ObjectiveRecord {
  return {
    id: o.id,
    organizationId: o.organizationId,
    name: o.name,
    description: o.description,
    bscPerspective: o.bscPerspective,
    themeId: o.themeId,
    status: o.status,
    parentObjectiveId: o.parentObjectiveId,
    ownerId: o.ownerId,
    ownerName: o.ownerName ?? null,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}
