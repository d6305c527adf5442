/**
 * class-transformer and class-validator helpers every context's DTOs share: input is trimmed, an
 * empty optional text is null, a picker's "no selection" is null.
 */
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsOptional, IsUUID, ValidateIf } from 'class-validator';

type TransformInput = { value: unknown };

/** Trims strings; leaves anything else for the validators to refuse. */
export const trim = ({ value }: TransformInput): unknown => (typeof value === 'string' ? value.trim() : value);

/** Optional free text: trimmed, and blank means "no value" (null). */
export const blankToNull = ({ value }: TransformInput): unknown => (typeof value === 'string' ? value.trim() || null : value);

const NO_SELECTION = ['', 'none', 'unassigned', 'null'];

/** An optional reference: the forms' "None" / "Unassigned" choices, blank and null all mean no reference; ids are trimmed. */
export const noneToNull = ({ value }: TransformInput): unknown => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return NO_SELECTION.includes(trimmed.toLowerCase()) ? null : trimmed;
};

/**
 * A field that may be left out of an update but, when sent, must be valid: unlike @IsOptional(),
 * null is validated (and refused) instead of skipped, so `{"name": null}` cannot blank a column.
 */
export const OptionalNotNull = () => ValidateIf((_: unknown, value: unknown) => value !== undefined);

/** An optional id that may be null (clears the reference); a malformed id answers `message`. */
export const OptionalReference = (message: string) => applyDecorators(Transform(noneToNull), IsOptional(), IsUUID('all', { message }));
