import { HEX_COLOR_PATTERN, KPI_UNITS, SCORECARD_MESSAGES, type BscPerspective, type Frequency, type ObjectiveStatus, type Polarity } from '../../app/shared';
import { LIBRARY_MESSAGES } from './libraryMessages';

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

export const hasErrors = (errors: object): boolean => Object.values(errors).some(Boolean);

/** Select sentinels: a select item never has an empty-string value (platform.md section 5). */
export const NO_THEME = 'none';
export const NO_PARENT = 'none';
export const UNASSIGNED = 'unassigned';

export interface ObjectiveFormValues {
  name: string;
  description: string;
  bscPerspective: BscPerspective;
  themeId: string;
  status: ObjectiveStatus;
  ownerId: string;
  parentObjectiveId: string;
}

export interface LibraryKpiFormValues {
  name: string;
  description: string;
  unit: string;
  polarity: Polarity;
  frequency: Frequency;
  isCumulative: boolean;
}

export type EditKpiFormValues = LibraryKpiFormValues;

export interface ThemeFormValues {
  name: string;
  description: string;
  color: string;
}

/** Objective form: a name of at least one character (after trimming). */
export function validateObjective(values: ObjectiveFormValues): FieldErrors<ObjectiveFormValues> {
  return values.name.trim() ? {} : { name: SCORECARD_MESSAGES.nameRequired };
}

/** Library KPI form: name required; unit required and one of the listed units. */
export function validateLibraryKpi(values: LibraryKpiFormValues): FieldErrors<LibraryKpiFormValues> {
  const errors: FieldErrors<LibraryKpiFormValues> = {};
  if (!values.name.trim()) errors.name = SCORECARD_MESSAGES.nameRequired;
  if (!values.unit.trim() || !(KPI_UNITS as readonly string[]).includes(values.unit)) errors.unit = SCORECARD_MESSAGES.unitRequired;
  return errors;
}

/** Edit-KPI form: name required; the unit is optional free text. */
export function validateEditKpi(values: EditKpiFormValues): FieldErrors<EditKpiFormValues> {
  return values.name.trim() ? {} : { name: SCORECARD_MESSAGES.nameRequired };
}

/** Theme form: name required after trimming; colour a 6-digit hex. */
export function validateTheme(values: ThemeFormValues): FieldErrors<ThemeFormValues> {
  const errors: FieldErrors<ThemeFormValues> = {};
  if (!values.name.trim()) errors.name = SCORECARD_MESSAGES.nameRequired;
  if (!HEX_COLOR_PATTERN.test(values.color.trim())) errors.color = LIBRARY_MESSAGES.colorPattern;
  return errors;
}

const textOrNull = (value: string): string | null => value.trim() || null;

export function objectivePayload(values: ObjectiveFormValues) {
  return {
    name: values.name.trim(),
    description: textOrNull(values.description),
    bscPerspective: values.bscPerspective,
    themeId: values.themeId === NO_THEME ? null : values.themeId,
    status: values.status,
    ownerId: values.ownerId === UNASSIGNED ? null : values.ownerId,
    parentObjectiveId: values.parentObjectiveId === NO_PARENT ? null : values.parentObjectiveId,
  };
}

export function kpiPayload(values: LibraryKpiFormValues | EditKpiFormValues) {
  return {
    name: values.name.trim(),
    description: textOrNull(values.description),
    unit: values.unit.trim(),
    polarity: values.polarity,
    frequency: values.frequency,
    isCumulative: values.isCumulative,
  };
}

/** Theme body: trimmed name, description omitted when empty (sent as null on edit, to clear it). */
export function themePayload(values: ThemeFormValues, editing: boolean) {
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    ...(description ? { description } : editing ? { description: null } : {}),
    color: values.color.trim().toUpperCase(),
  };
}
