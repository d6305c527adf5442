/**
 * The Library forms' rules (scorecard.md section 5) as react-admin field validators, and the bodies
 * the forms send. One module for the three record kinds, used by their create and edit dialogs.
 */
import { HEX_COLOR_PATTERN, KPI_UNITS, SCORECARD_MESSAGES, type BscPerspective, type Frequency, type ObjectiveStatus, type Polarity, type YtdAggregation } from '../../lib/shared';
import { LIBRARY_MESSAGES } from './libraryMessages';

/** A react-admin field validator: the message, or undefined when the value is fine. */
export type FieldValidator = ((value: unknown) => string | undefined) & { isRequired?: boolean };

/** Marks a validator as required, so react-admin shows the field's asterisk. */
const required = (validator: FieldValidator): FieldValidator => Object.assign(validator, { isRequired: true });

const text = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** Required after trimming: blank or whitespace-only is refused. */
export const requiredText = (message: string = SCORECARD_MESSAGES.nameRequired): FieldValidator =>
  required((value) => (text(value).trim() ? undefined : message));

/** Library KPI form: the unit is required and one of the listed units. */
export const listedUnit: FieldValidator = required((value) =>
  (KPI_UNITS as readonly string[]).includes(text(value).trim()) ? undefined : SCORECARD_MESSAGES.unitRequired,
);

/** Theme form: a 6-digit hex colour. */
export const hexColor: FieldValidator = (value) => (HEX_COLOR_PATTERN.test(text(value).trim()) ? undefined : LIBRARY_MESSAGES.colorPattern);

export const validateName = [requiredText()];

export interface ObjectiveFormValues {
  name: string;
  description?: string | null;
  bscPerspective: BscPerspective;
  /** '' or null: 'No theme' */
  themeId?: string | null;
  status: ObjectiveStatus;
  /** '' or null: unassigned */
  ownerId?: string | null;
  /** '' or null: no parent */
  parentObjectiveId?: string | null;
}

export interface KpiFormValues {
  name: string;
  description?: string | null;
  unit?: string | null;
  polarity: Polarity;
  frequency: Frequency;
  isCumulative?: boolean;
  /** the stored form ({KPI:<id>} references); empty for an ordinary KPI (DESIGN decision 25) */
  formula?: string | null;
  ytdAggregation?: YtdAggregation;
}

export interface ThemeFormValues {
  name: string;
  description?: string | null;
  color?: string | null;
}

/** Trimmed text, or null when empty. */
const textOrNull = (value: unknown): string | null => text(value).trim() || null;
/** A picked reference, or null for the empty choice ('No theme', 'Unassigned', 'None'). */
const idOrNull = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

export function objectivePayload(values: ObjectiveFormValues) {
  return {
    name: text(values.name).trim(),
    description: textOrNull(values.description),
    bscPerspective: values.bscPerspective,
    themeId: idOrNull(values.themeId),
    status: values.status,
    ownerId: idOrNull(values.ownerId),
    parentObjectiveId: idOrNull(values.parentObjectiveId),
  };
}

export function kpiPayload(values: KpiFormValues) {
  return {
    name: text(values.name).trim(),
    description: textOrNull(values.description),
    unit: text(values.unit).trim(),
    polarity: values.polarity,
    frequency: values.frequency,
    isCumulative: Boolean(values.isCumulative),
    formula: textOrNull(values.formula),
    ...(values.ytdAggregation ? { ytdAggregation: textOrNull(values.formula) ? values.ytdAggregation : 'sum' } : {}),
  };
}

/** Theme body: trimmed name, description omitted when empty (sent as null on edit, to clear it). */
export function themePayload(values: ThemeFormValues, editing: boolean) {
  const description = text(values.description).trim();
  return {
    name: text(values.name).trim(),
    ...(description ? { description } : editing ? { description: null } : {}),
    color: text(values.color).trim().toUpperCase(),
  };
}
