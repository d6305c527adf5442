import { UnprocessableEntityException } from '@nestjs/common';
import { DEFAULT_ASSIGNMENT_WEIGHT } from '@scorecard/contracts';
import { checkAssignmentWeight } from '@scorecard/scoring';

/**
 * An assignment weight as sent (number or form text): libs/scoring's rule, 1 to 100, refused with
 * 422 'Weight must be between 1 and 100' (DESIGN section 3). Left out: `fallback`.
 */
export function readWeight(weight: unknown, fallback: number = DEFAULT_ASSIGNMENT_WEIGHT): number {
  if (weight === undefined) return fallback;
  const problem = checkAssignmentWeight(weight);
  if (problem) throw new UnprocessableEntityException(problem);
  return Number(weight);
}
