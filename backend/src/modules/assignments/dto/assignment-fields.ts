import { applyDecorators } from '@nestjs/common';
import { SCORECARD_MESSAGES } from '@scorecard/contracts';
import { Transform } from 'class-transformer';
import { Allow, IsNumber, IsString, IsUUID, Matches, MinLength, ValidateBy, ValidationOptions } from 'class-validator';

export const ASSIGNMENT_MESSAGES = {
  period: 'Period must be a year such as 2026',
  periodMap: (field: string) => `${field} must be a map of period to number, e.g. {"q1": 100, "q2": null}`,
  functionNotFound: 'Function not found',
  functionRequired: 'Function selection is required',
  objectiveNotFound: 'Objective not found',
  objectiveAssignmentNotFound: 'Objective assignment not found',
  kpiNotFound: 'KPI not found',
  parentNotFound: 'Parent objective not found',
  ownerNotFound: 'Owner not found',
  status: 'Status must be Active',
  level: 'organizationLevel must be one of ceo, division, general-department, department',
  functionName: 'organizationFunction must be the name or id of a function',
  resultPeriod: 'resultPeriod must be a period key such as q1, june or annual',
  scoreNumber: 'Score must be a number',
  readOnly: (field: string) => `${field} is read-only`,
  notFound: 'Assignment not found',
};

/** Numbers as numbers; the forms' numeric text is read as a number; '' is "no value" (null). */
export const numberOrNull = ({ value }: { value: unknown }): unknown => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(trimmed) && Number.isFinite(n) ? n : value;
};

/** A required id: missing or empty answers `required`, malformed answers `notFound`. */
export const RequiredReference = (required: string, notFound: string) =>
  applyDecorators(IsString({ message: required }), MinLength(1, { message: required }), IsUUID('all', { message: notFound }));

/** The weight is checked by the service with libs/scoring's rule (422 'Weight must be between 1 and 100'). */
export const WeightField = () => Allow();

/** A finite number or null (objective assignment target; "Targets: any decimal; empty becomes null"). */
export const NullableNumberField = (message: string = SCORECARD_MESSAGES.invalidNumber) =>
  applyDecorators(Transform(numberOrNull), IsNumber({ allowNaN: false, allowInfinity: false }, { message }));

/** An actual result as the assignment screens send it: a number ('Please enter a valid number'); empty is null (required is the service's check). */
export const ActualResultField = () =>
  applyDecorators(Transform(numberOrNull), IsNumber({ allowNaN: false, allowInfinity: false }, { message: SCORECARD_MESSAGES.invalidNumber }));

/** A year, sent as '2026' or 2026; stored as text. */
export const YearField = () =>
  applyDecorators(
    Transform(({ value }) => (typeof value === 'number' && Number.isInteger(value) ? String(value) : typeof value === 'string' ? value.trim() : value)),
    IsString({ message: ASSIGNMENT_MESSAGES.period }),
    Matches(/^(19|20|21)\d{2}$/, { message: ASSIGNMENT_MESSAGES.period }),
  );

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * targets / actualResults: a map of period key to number or null, or the JSON string of one (the
 * specification's client sends strings). The shape is checked here; the keys against the KPI's
 * frequency and the values by the service.
 */
export const PeriodMapField = (field: string, options?: ValidationOptions) =>
  applyDecorators(
    Transform(({ value }) => {
      if (typeof value !== 'string') return value;
      try {
        const parsed = JSON.parse(value) as unknown;
        return isPlainObject(parsed) ? parsed : value;
      } catch {
        return value;
      }
    }),
    ValidateBy(
      { name: 'isPeriodMap', validator: { validate: (value: unknown) => value === null || isPlainObject(value) } },
      { message: ASSIGNMENT_MESSAGES.periodMap(field), ...options },
    ),
  );
