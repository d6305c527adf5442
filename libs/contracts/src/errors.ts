/**
 * The HTTP error classifier of platform.md section 8: one place that turns a failed call into a
 * typed error with a message a person can read, used by the query client and by toasts.
 */

export const ERROR_TYPES = [
  'NETWORK',
  'AUTHENTICATION',
  'AUTHORIZATION',
  'VALIDATION',
  'NOT_FOUND',
  'SERVER',
  'CLIENT',
  'UNKNOWN',
] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

/** Marks "the request was sent but no response came back" (network failure, CORS, offline). */
export const NO_RESPONSE = 'no-response' as const;
export type NoResponse = typeof NO_RESPONSE;

export interface ClassifiedError {
  type: ErrorType;
  /** readable message for a toast */
  message: string;
  /** HTTP status, null when there was no HTTP answer */
  statusCode: number | null;
  retryable: boolean;
  needsAction: boolean;
  /** every field problem when the server listed several */
  errors?: string[];
}

export const CLASSIFIER_MESSAGES = {
  badRequest: 'Invalid request data',
  unauthenticated: 'Please sign in to continue',
  forbidden: 'You do not have permission to perform this action',
  notFound: 'The requested resource was not found',
  conflict: 'This conflicts with existing data',
  unprocessable: 'Validation error',
  tooManyRequests: 'Too many requests. Please try again later',
  serverError: 'Server error. Please try again later',
  otherStatus: 'Server error occurred',
  network: 'Network error. Please check your connection',
  client: 'An unexpected error occurred',
} as const;

export const FRIENDLY_MESSAGES: Readonly<Record<ErrorType, string>> = {
  NETWORK: 'Connection problem. Please check your internet and try again.',
  AUTHENTICATION: 'Your session has expired. Please sign in again.',
  AUTHORIZATION: "You don't have permission for this action. Contact your administrator if needed.",
  VALIDATION: 'Please check your input and try again.',
  NOT_FOUND: "The item you're looking for couldn't be found.",
  SERVER: 'Server is temporarily unavailable. Please try again in a moment.',
  CLIENT: 'Something went wrong. Please try again.',
  UNKNOWN: 'Something went wrong. Please try again.',
};

const NEEDS_ACTION: ReadonlySet<ErrorType> = new Set(['AUTHENTICATION', 'VALIDATION']);
const RETRYABLE: ReadonlySet<ErrorType> = new Set(['NETWORK', 'SERVER']);

/** Message for a person; VALIDATION keeps the server's own message when there is one. */
export function friendlyMessage(type: ErrorType, message?: string | null): string {
  if (type === 'VALIDATION' && message?.trim()) return message;
  return FRIENDLY_MESSAGES[type];
}

function nonEmptyStrings(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
}

/** The server's readable message: `message` (a string, or a list as some validators send), else `errors`, else a plain-text body. */
export function serverMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() || undefined;
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  if (typeof message === 'string' && message.trim()) return message;
  const list = nonEmptyStrings(message);
  const fallback = list.length > 0 ? list : nonEmptyStrings(errors);
  return fallback.length > 0 ? fallback.join(', ') : undefined;
}

function build(type: ErrorType, message: string, statusCode: number | null, body?: unknown): ClassifiedError {
  const result: ClassifiedError = {
    type,
    message,
    statusCode,
    retryable: RETRYABLE.has(type),
    needsAction: NEEDS_ACTION.has(type),
  };
  const errors = typeof body === 'object' && body !== null ? nonEmptyStrings((body as { errors?: unknown }).errors) : [];
  if (errors.length > 0) result.errors = errors;
  return result;
}

/**
 * Classifies a failed call by its HTTP status (platform.md section 8 table).
 * - a number: the status of the answer (0 counts as "no response", as XHR reports it);
 * - NO_RESPONSE: the request went out and nothing came back (NETWORK);
 * - null/undefined: not an HTTP failure at all (CLIENT, with `ownMessage`).
 * 409 is not in the specification's table (its old server never sent it); it is read as
 * VALIDATION because it means "change your input" (e-mail or domain taken), never "try again".
 */
export function classify(
  statusOrNoResponse: number | NoResponse | null | undefined,
  serverBody?: unknown,
  ownMessage?: string,
): ClassifiedError {
  const fromServer = serverMessage(serverBody);
  if (statusOrNoResponse === NO_RESPONSE || statusOrNoResponse === 0) {
    return build('NETWORK', CLASSIFIER_MESSAGES.network, null);
  }
  if (statusOrNoResponse === null || statusOrNoResponse === undefined) {
    return build('CLIENT', ownMessage?.trim() || fromServer || CLASSIFIER_MESSAGES.client, null);
  }
  const status = statusOrNoResponse;
  switch (status) {
    case 400:
      return build('VALIDATION', fromServer ?? CLASSIFIER_MESSAGES.badRequest, status, serverBody);
    case 401:
      return build('AUTHENTICATION', CLASSIFIER_MESSAGES.unauthenticated, status);
    case 403:
      return build('AUTHORIZATION', CLASSIFIER_MESSAGES.forbidden, status);
    case 404:
      return build('NOT_FOUND', CLASSIFIER_MESSAGES.notFound, status);
    case 409:
      return build('VALIDATION', fromServer ?? CLASSIFIER_MESSAGES.conflict, status, serverBody);
    case 422:
      return build('VALIDATION', fromServer ?? CLASSIFIER_MESSAGES.unprocessable, status, serverBody);
    case 429:
      return build('SERVER', CLASSIFIER_MESSAGES.tooManyRequests, status);
    case 500:
    case 502:
    case 503:
    case 504:
      return build('SERVER', CLASSIFIER_MESSAGES.serverError, status);
    default:
      return build('SERVER', fromServer ?? CLASSIFIER_MESSAGES.otherStatus, status, serverBody);
  }
}

export function isClassifiedError(value: unknown): value is ClassifiedError {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<ClassifiedError>;
  return (
    (ERROR_TYPES as readonly unknown[]).includes(v.type) &&
    typeof v.message === 'string' &&
    v.message.trim() !== '' &&
    typeof v.retryable === 'boolean' &&
    typeof v.needsAction === 'boolean'
  );
}

/** fetch() rejects with a TypeError whose text names the network; other TypeErrors are bugs. */
const FETCH_FAILURE = /fetch|network|load failed/i;
const LEADING_STATUS = /^\d{3}:\s*/;

/**
 * Classifies anything a call may throw:
 * - an already classified error is returned as is;
 * - an object with a numeric `status` or `statusCode` (the fetcher's error, react-admin's HttpError,
 *   an ApiErrorBody) is classified by that status, its `body` (or itself) as the server body;
 * - `{ noResponse: true }` or a fetch TypeError is NETWORK;
 * - anything else is CLIENT with its own message.
 */
export function classifyError(error: unknown): ClassifiedError {
  if (isClassifiedError(error)) return error;
  if (typeof error === 'object' && error !== null) {
    const e = error as { status?: unknown; statusCode?: unknown; body?: unknown; noResponse?: unknown; name?: unknown; message?: unknown };
    const status = Number.isInteger(e.status) ? (e.status as number) : Number.isInteger(e.statusCode) ? (e.statusCode as number) : undefined;
    const message = typeof e.message === 'string' ? e.message : undefined;
    if (status !== undefined) {
      // Without a parsed body, the error itself carries the text, as 'status: message'.
      const body = e.body !== undefined ? e.body : { ...(error as object), message: message?.replace(LEADING_STATUS, '') };
      return classify(status, body);
    }
    if (e.noResponse === true || (e.name === 'TypeError' && FETCH_FAILURE.test(message ?? ''))) {
      return classify(NO_RESPONSE);
    }
    return classify(null, undefined, message);
  }
  return classify(null, undefined, typeof error === 'string' ? error : undefined);
}
