import { vi } from 'vitest';
import { HttpError, type GetListParams } from 'react-admin';
import { DEFAULT_ORGANIZATION_SETTINGS, type Employee, type Kpi, type Objective, type Theme } from '../lib/shared';
import { PartialDeleteError } from '../providers/dataProvider';

export type LibraryStore = {
  objectives: Objective[];
  kpis: Kpi[];
  themes: Theme[];
  employees: Employee[];
};

type Row = { id: string } & Record<string, unknown>;

export const objectiveRow = (id: string, name: string, extra: Partial<LibraryStore['objectives'][number]> = {}): LibraryStore['objectives'][number] => ({
  id,
  organizationId: 'org-1',
  name,
  description: null,
  bscPerspective: 'Financial',
  themeId: null,
  status: 'Active',
  parentObjectiveId: null,
  ownerId: 'emp-1',
  ownerName: 'Ada Lovelace',
  ...extra,
});

export const employeeRow = (id: string, name: string, extra: Partial<Employee> = {}): Employee => ({
  id,
  organizationId: 'org-1',
  userId: null,
  name,
  email: null,
  role: 'Employee',
  department: null,
  position: null,
  level: null,
  employmentType: 'Full_Time',
  status: 'Active',
  hireDate: null,
  supervisorId: null,
  supervisorName: null,
  ...extra,
});

export interface FakeOptions {
  failDeletes?: string[];
  failCreate?: boolean;
  failUpdate?: string;
}

/**
 * A data provider answering like the API: filter.q searches name and description case-insensitively,
 * other filters compare for equality (arrays mean IN), then sort and one page with the total.
 */
export function fakeLibraryProvider(store: LibraryStore, { failDeletes = [], failCreate = false, failUpdate = '' }: FakeOptions = {}) {
  let next = 0;
  const rows = (resource: string) => store[resource as keyof LibraryStore] as unknown as Row[];
  const matches = (row: Row, filter: Record<string, unknown>) =>
    Object.entries(filter).every(([key, value]) => {
      if (key === 'q') {
        const needle = String(value).trim().toLowerCase();
        return [row.name, row.description].some((text) => String(text ?? '').toLowerCase().includes(needle));
      }
      return Array.isArray(value) ? value.includes(row[key]) : row[key] === value;
    });
  const removeOne = (resource: string, id: string) => {
    if (failDeletes.includes(id)) throw new HttpError('Server error', 500, {});
    (store as unknown as Record<string, Row[]>)[resource] = rows(resource).filter((row) => row.id !== id);
  };
  return {
    getList: vi.fn(async (resource: string, { pagination, sort, filter = {} }: GetListParams) => {
      const found = rows(resource).filter((row) => matches(row, filter));
      if (sort?.field) {
        const direction = sort.order === 'DESC' ? -1 : 1;
        found.sort((a, b) => String(a[sort.field] ?? '').localeCompare(String(b[sort.field] ?? '')) * direction);
      }
      const { page = 1, perPage = 25 } = pagination ?? {};
      return { data: found.slice((page - 1) * perPage, page * perPage), total: found.length };
    }),
    getOne: vi.fn(async (resource: string, { id }: { id: string }) => ({ data: rows(resource).find((row) => row.id === id) })),
    getMany: vi.fn(async (resource: string, { ids }: { ids: string[] }) => ({ data: rows(resource).filter((row) => ids.includes(row.id)) })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    create: vi.fn(async (resource: string, { data }: { data: object }) => {
      if (failCreate) throw new HttpError('Your plan allows at most 50 objectives.', 422, { message: 'Your plan allows at most 50 objectives.' });
      const record = { ...data, id: `new-${(next += 1)}`, organizationId: 'org-1' } as Row;
      rows(resource).push(record);
      return { data: record };
    }),
    update: vi.fn(async (resource: string, { id, data }: { id: string; data: object }) => {
      if (failUpdate) throw new HttpError(failUpdate, 400, { statusCode: 400, message: failUpdate });
      const list = rows(resource);
      const index = list.findIndex((row) => row.id === id);
      list[index] = { ...list[index], ...data };
      return { data: list[index] };
    }),
    updateMany: vi.fn(),
    delete: vi.fn(async (resource: string, { id }: { id: string }) => {
      removeOne(resource, id);
      return { data: { id } };
    }),
    /** Like the real provider: one delete per id; a partial failure names what went. */
    deleteMany: vi.fn(async (resource: string, { ids }: { ids: string[] }) => {
      const deleted: string[] = [];
      const failed: string[] = [];
      for (const id of ids) {
        try {
          removeOne(resource, id);
          deleted.push(id);
        } catch {
          failed.push(id);
        }
      }
      if (failed.length) throw new PartialDeleteError(deleted, failed);
      return { data: deleted };
    }),
    getOrganizationSettings: vi.fn(async () => ({
      ...DEFAULT_ORGANIZATION_SETTINGS,
      organizationId: 'org-1',
      perspectiveFinancialName: 'Money Matters',
      termKpisLabel: 'Indicators',
    })),
  };
}
