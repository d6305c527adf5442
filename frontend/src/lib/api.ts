/**
 * Minimal JSON client for the public area (no react-admin here: the landing page must stay light).
 * Shared behaviour of platform.md section 7: cookies always, JSON bodies, a non-OK answer becomes
 * an ApiError carrying the status and parsed body, with the text 'status: message'.
 */

import { serverMessage as bodyMessage } from '@scorecard/contracts';
import type { ApiErrorBody as ServerErrorBody } from './shared';

/** The API's error body (libs/contracts); any part may be missing when a proxy answered instead. */
export type ApiErrorBody = Partial<ServerErrorBody>;

export class ApiError extends Error {
  /** HTTP status, or 0 when the request was sent and no response came back. */
  readonly status: number;
  readonly body: ApiErrorBody | null;

  constructor(status: number, message: string, body: ApiErrorBody | null) {
    super(status ? `${status}: ${message}`.trim() : message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Sent, and no answer came back: the classifier's NETWORK wording (platform.md section 8). */
export const networkError = (): ApiError => new ApiError(0, 'Network error. Please check your connection', null);

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The ApiError of a non-OK answer: its status, and the server's message when the body has one. */
export function responseError(status: number, statusText: string, bodyText: string): ApiError {
  const parsed = parseJson(bodyText);
  const errorBody = parsed && typeof parsed === 'object' ? (parsed as ApiErrorBody) : null;
  return new ApiError(status, (errorBody ? bodyMessage(errorBody) : undefined) || statusText || '', errorBody);
}

export async function apiRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      cache: 'no-store',
      headers: {
        Accept: 'application/json',
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
  } catch {
    throw networkError();
  }
  const text = await response.text();
  if (!response.ok) throw responseError(response.status, response.statusText, text);
  return parseJson(text) as T;
}

export const apiGet = <T>(path: string) => apiRequest<T>('GET', path);
export const apiPost = <T>(path: string, body: unknown = {}) => apiRequest<T>('POST', path, body);


/**
 * Message for a failed form submission (platform.md section 8, sign-up and sign-in): the response's
 * errors list joined by ', ', else its message, else the error text without the leading status,
 * else the fallback.
 */
export function deriveErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.body) {
    const { errors } = error.body;
    if (Array.isArray(errors)) {
      const list = errors.filter((item) => typeof item === 'string' && item.trim());
      if (list.length) return list.join(', ');
    }
    const message = bodyMessage(error.body);
    if (message) return message;
  }
  if (error instanceof Error && error.message) {
    const stripped = error.message.replace(/^\d{3}:\s*/, '').trim();
    if (stripped) return stripped;
  }
  return fallback;
}

/** Server message of a failed call, when it sent one. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.body ? bodyMessage(error.body) : undefined;
}
