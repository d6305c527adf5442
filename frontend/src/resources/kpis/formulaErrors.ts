/** The KPI form's field of a 422 about the formula (DESIGN decision 25), else null. */
export function formulaFieldOfError(error: unknown): string | null {
  const { status, body } = (error ?? {}) as { status?: number; body?: { message?: unknown } };
  if (status !== 422 || typeof body?.message !== 'string') return null;
  if (body.message.startsWith('ytdAggregation')) return 'ytdAggregation';
  return /formula|cannot refer to itself/i.test(body.message) ? 'formula' : null;
}
