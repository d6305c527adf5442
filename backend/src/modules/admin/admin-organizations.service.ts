import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface AdminOrganizationRow {
  id: string;
  name: string;
  domain: string | null;
  subscriptionTier: string;
  status: string;
  userCount: number;
  createdAt: string;
}

/** Cross-tenant reads for super admins only; the one place that deliberately spans organizations. */
@Injectable()
export class AdminOrganizationsService {
  constructor(private readonly dataSource: DataSource) {}

  async list(): Promise<AdminOrganizationRow[]> {
    const rows = (await this.dataSource.query(
      `SELECT o."id", o."name", o."domain", o."subscriptionTier", o."status", o."createdAt",
              (SELECT count(*)::int FROM "user" u WHERE u."organizationId" = o."id") AS "userCount"
         FROM "organization" o ORDER BY o."createdAt" DESC, o."id"`,
    )) as (Omit<AdminOrganizationRow, 'createdAt'> & { createdAt: Date })[];
    return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  }
}
