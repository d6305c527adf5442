import { EntityManager } from 'typeorm';

/**
 * Raw SQL on the invitation table (the team context owns it). Tenant statements take the
 * organization id first; the token look-up is across organizations on purpose: the person who
 * accepts has no session and no organization yet, only the link.
 */

/** Invitations of the organization still waiting and not expired: each holds a seat (DESIGN decision 20). */
export async function countOpenInvitations(organizationId: string, manager: EntityManager): Promise<number> {
  const [{ n }] = (await manager.query(
    `SELECT count(*)::int AS n FROM "invitation" WHERE "organizationId" = $1 AND "status" = 'pending' AND "expiresAt" > now()`,
    [organizationId],
  )) as { n: number }[];
  return n;
}

/**
 * Lets go of the organization's expired invitations to this e-mail (revoked), so a new one can be
 * sent: a pending e-mail is unique across organizations.
 */
export async function retireExpiredInvitations(organizationId: string, manager: EntityManager, email: string): Promise<void> {
  await manager.query(
    `UPDATE "invitation" SET "status" = 'revoked', "tokenHash" = NULL, "updatedAt" = now()
      WHERE "organizationId" = $1 AND lower("email") = lower($2) AND "status" = 'pending' AND "expiresAt" <= now()`,
    [organizationId, email],
  );
}

/** The invitation a link's token hash names, in any organization, locked until the transaction ends. */
export async function lockInvitationByToken(manager: EntityManager, tokenHash: string): Promise<{ id: string; organizationId: string } | undefined> {
  const [row] = (await manager.query(`SELECT "id", "organizationId" FROM "invitation" WHERE "tokenHash" = $1 FOR UPDATE`, [tokenHash])) as {
    id: string;
    organizationId: string;
  }[];
  return row;
}
