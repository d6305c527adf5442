import type { Milestone } from '../../lib/shared';

/** The fields the server takes (it refuses any other); the rest of the record it stamps. */
const EDITABLE = ['name', 'description', 'ownerId', 'objectiveAssignmentIds', 'startDate', 'dueDate', 'status', 'percentComplete', 'budget', 'spent', 'milestones'] as const;

export const MONEY_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

/** A new initiative: not started, nothing spent, this year. */
export function newInitiative(today = new Date()) {
  const year = today.getFullYear();
  return {
    name: '',
    description: '',
    ownerId: '',
    objectiveAssignmentIds: [] as string[],
    startDate: `${year}-01-01`,
    dueDate: `${year}-12-31`,
    status: 'Not Started',
    percentComplete: 0,
    budget: '0.00',
    spent: '0.00',
    milestones: [] as Milestone[],
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** The body of a create or update: editable fields only; blanks become null; money stays text; milestones keep their id. */
export function initiativePayload(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of EDITABLE) {
    const value = values[field];
    if (value === undefined) continue;
    if (field === 'milestones') {
      out.milestones = ((value as Partial<Milestone>[] | null) ?? []).map((m) => ({
        ...(m.id ? { id: m.id } : {}),
        name: String(text(m.name) ?? ''),
        dueDate: m.dueDate ?? '',
        done: Boolean(m.done),
      }));
    } else if (field === 'objectiveAssignmentIds') out.objectiveAssignmentIds = (value as string[] | null) ?? [];
    else if (field === 'percentComplete') out.percentComplete = value === '' || value === null ? 0 : Number(value);
    else if (field === 'budget' || field === 'spent') out[field] = value === '' || value === null ? '0' : String(text(value));
    else if (field === 'description') out.description = text(value) || null;
    else out[field] = text(value);
  }
  return out;
}

/** Which field a server message is about (the messages of DESIGN decision 24's validation), by its opening words. */
const FIELD_OF: [RegExp, string][] = [
  [/^Start date must be on or before/, 'dueDate'],
  [/^Milestone|^An initiative can have at most|^Milestones/, 'milestones'],
  [/^Name/, 'name'],
  [/^Description/, 'description'],
  [/^(The )?[Oo]wner/, 'ownerId'],
  [/^(Every objective|Objectives|An initiative can serve)/, 'objectiveAssignmentIds'],
  [/^Start date/, 'startDate'],
  [/^Due date/, 'dueDate'],
  [/^Status/, 'status'],
  [/^Percent complete/, 'percentComplete'],
  [/^Budget/, 'budget'],
  [/^Spent/, 'spent'],
];

/**
 * The server's error body as react-admin field errors ({field: message}, the first message of each
 * field), and the messages no field takes (shown in a toast).
 */
export function fieldErrorsOf(body: unknown): { fields: Record<string, string>; other: string[] } {
  const b = (body ?? {}) as { message?: unknown; errors?: unknown };
  const messages = Array.isArray(b.errors) ? b.errors.map(String) : typeof b.message === 'string' ? [b.message] : [];
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const message of messages) {
    const field = FIELD_OF.find(([pattern]) => pattern.test(message))?.[1];
    if (field && field !== 'milestones') fields[field] ??= message;
    else other.push(message);
  }
  return { fields, other };
}
