import { BadRequestException } from '@nestjs/common';
import { Actor } from './tenancy/actor';

/** Fields a client may echo from the record it read (react-admin sends them back). */
export interface EchoFields {
  id?: string;
  organizationId?: string;
}

export const ECHO_MESSAGES = {
  organization: 'organizationId must be the id of your organization',
  id: 'id must match the id in the path',
};

/** Echoed ids must be the caller's own; anything else is refused, never silently ignored. */
export function checkEcho(actor: Actor, body: EchoFields, pathId?: string): void {
  if (body.organizationId !== undefined && body.organizationId !== actor.organizationId) {
    throw new BadRequestException(ECHO_MESSAGES.organization);
  }
  if (body.id !== undefined && body.id !== pathId) throw new BadRequestException(ECHO_MESSAGES.id);
}
