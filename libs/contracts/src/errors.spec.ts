import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { classify, classifyError, ERROR_TYPES, friendlyMessage, isClassifiedError, NO_RESPONSE, serverMessage } from './errors.js';

describe('classify by HTTP status (platform.md section 8 table)', () => {
  it.each([
    // status, body, type, message, retryable, needsAction
    [400, { message: 'Last name must be at least 2 characters' }, 'VALIDATION', 'Last name must be at least 2 characters', false, true],
    [400, {}, 'VALIDATION', 'Invalid request data', false, true],
    [401, { message: 'ignored' }, 'AUTHENTICATION', 'Please sign in to continue', false, true],
    [403, {}, 'AUTHORIZATION', 'You do not have permission to perform this action', false, false],
    [404, {}, 'NOT_FOUND', 'The requested resource was not found', false, false],
    [422, { message: 'The CEO-level function cannot be deleted' }, 'VALIDATION', 'The CEO-level function cannot be deleted', false, true],
    [422, null, 'VALIDATION', 'Validation error', false, true],
    [429, {}, 'SERVER', 'Too many requests. Please try again later', true, false],
    [500, { message: 'stack trace' }, 'SERVER', 'Server error. Please try again later', true, false],
    [502, {}, 'SERVER', 'Server error. Please try again later', true, false],
    [503, {}, 'SERVER', 'Server error. Please try again later', true, false],
    [504, {}, 'SERVER', 'Server error. Please try again later', true, false],
    [418, { message: 'I am a teapot' }, 'SERVER', 'I am a teapot', true, false],
    [501, undefined, 'SERVER', 'Server error occurred', true, false],
  ] as const)('%s %j → %s %s', (status, body, type, message, retryable, needsAction) => {
    expect(classify(status, body)).toEqual({ type, message, statusCode: status, retryable, needsAction });
  });

  it('409 (not in the table) is VALIDATION: the input must change, retrying does not help', () => {
    expect(classify(409, { message: 'Email already registered' })).toEqual({
      type: 'VALIDATION',
      message: 'Email already registered',
      statusCode: 409,
      retryable: false,
      needsAction: true,
    });
    expect(classify(409).message).toBe('This conflicts with existing data');
  });

  it('request sent, no response → NETWORK (also status 0)', () => {
    const network = {
      type: 'NETWORK',
      message: 'Network error. Please check your connection',
      statusCode: null,
      retryable: true,
      needsAction: false,
    };
    expect(classify(NO_RESPONSE)).toEqual(network);
    expect(classify(0)).toEqual(network);
  });

  it('anything else → CLIENT with its own message or the default', () => {
    expect(classify(null, undefined, 'x is not a function')).toEqual({
      type: 'CLIENT',
      message: 'x is not a function',
      statusCode: null,
      retryable: false,
      needsAction: false,
    });
    expect(classify(undefined).message).toBe('An unexpected error occurred');
    expect(classify(null, undefined, '   ').message).toBe('An unexpected error occurred');
    expect(classify(null, { message: 'from body' }).message).toBe('from body');
  });

  it('keeps the field list of a validation body', () => {
    const body = { statusCode: 400, message: 'Last name must be at least 2 characters', errors: ['Last name must be at least 2 characters', 'Please enter a valid email'] };
    expect(classify(400, body).errors).toEqual(body.errors);
    expect(classify(400, { message: 'x', errors: [] }).errors).toBeUndefined();
  });
});

describe('serverMessage', () => {
  it('reads message, a message list, errors, or a text body', () => {
    expect(serverMessage({ message: 'one' })).toBe('one');
    expect(serverMessage({ message: ['a', 'b'] })).toBe('a, b');
    expect(serverMessage({ message: '  ', errors: ['x', 'y'] })).toBe('x, y');
    expect(serverMessage({ errors: [1, '', 'z'] })).toBe('z');
    expect(serverMessage('Bad Gateway')).toBe('Bad Gateway');
    expect(serverMessage('  ')).toBeUndefined();
    expect(serverMessage({})).toBeUndefined();
    expect(serverMessage(null)).toBeUndefined();
    expect(serverMessage(42)).toBeUndefined();
  });
});

describe('friendlyMessage', () => {
  it.each([
    ['NETWORK', 'Connection problem. Please check your internet and try again.'],
    ['AUTHENTICATION', 'Your session has expired. Please sign in again.'],
    ['AUTHORIZATION', "You don't have permission for this action. Contact your administrator if needed."],
    ['VALIDATION', 'Please check your input and try again.'],
    ['NOT_FOUND', "The item you're looking for couldn't be found."],
    ['SERVER', 'Server is temporarily unavailable. Please try again in a moment.'],
    ['CLIENT', 'Something went wrong. Please try again.'],
    ['UNKNOWN', 'Something went wrong. Please try again.'],
  ] as const)('%s → %s', (type, message) => {
    expect(friendlyMessage(type)).toBe(message);
  });

  it("VALIDATION keeps the server's message when there is one", () => {
    expect(friendlyMessage('VALIDATION', 'Weight must be between 1 and 100')).toBe('Weight must be between 1 and 100');
    expect(friendlyMessage('VALIDATION', ' ')).toBe('Please check your input and try again.');
    expect(friendlyMessage('SERVER', 'ignored')).toBe('Server is temporarily unavailable. Please try again in a moment.');
  });
});

describe('classifyError (anything thrown)', () => {
  it('passes an already classified error through', () => {
    const classified = classify(404);
    expect(classifyError(classified)).toBe(classified);
  });

  it('uses status and body of a fetcher / HttpError', () => {
    expect(classifyError({ status: 422, body: { message: 'Weights out of range' } })).toMatchObject({
      type: 'VALIDATION',
      message: 'Weights out of range',
      statusCode: 422,
    });
  });

  it('reads an ApiErrorBody itself', () => {
    expect(classifyError({ statusCode: 400, message: 'Bad', errors: ['Bad', 'Worse'] })).toEqual({
      type: 'VALIDATION',
      message: 'Bad',
      statusCode: 400,
      retryable: false,
      needsAction: true,
      errors: ['Bad', 'Worse'],
    });
  });

  it("strips the 'status: ' prefix of the fetcher's error text when there is no body", () => {
    const error = Object.assign(new Error('400: Company name must be at least 2 characters'), { status: 400 });
    expect(classifyError(error).message).toBe('Company name must be at least 2 characters');
    const bare = Object.assign(new Error(), { status: 418 });
    expect(classifyError(bare).message).toBe('Server error occurred');
    expect(classifyError({ status: 418 }).message).toBe('Server error occurred');
  });

  it('recognises a network failure', () => {
    expect(classifyError({ noResponse: true }).type).toBe('NETWORK');
    expect(classifyError(new TypeError('Failed to fetch')).type).toBe('NETWORK');
    expect(classifyError(new TypeError('NetworkError when attempting to fetch resource.')).type).toBe('NETWORK');
  });

  it('treats other errors as CLIENT with their message', () => {
    expect(classifyError(new TypeError('x is not a function'))).toMatchObject({ type: 'CLIENT', message: 'x is not a function' });
    expect(classifyError({ name: 'TypeError' })).toMatchObject({ type: 'CLIENT', message: 'An unexpected error occurred' });
    expect(classifyError('plain text')).toMatchObject({ type: 'CLIENT', message: 'plain text' });
    expect(classifyError(undefined)).toMatchObject({ type: 'CLIENT', message: 'An unexpected error occurred' });
    expect(classifyError(42)).toMatchObject({ type: 'CLIENT', message: 'An unexpected error occurred' });
  });

  it('isClassifiedError checks the shape', () => {
    expect(isClassifiedError(classify(500))).toBe(true);
    expect(isClassifiedError({ type: 'SERVER', message: 'x', retryable: true })).toBe(false);
    expect(isClassifiedError({ type: 'OTHER', message: 'x', retryable: true, needsAction: false })).toBe(false);
    expect(isClassifiedError(null)).toBe(false);
  });
});

describe('classifier properties', () => {
  it('always yields a non-empty message, a known type and consistent flags', () => {
    const status = fc.oneof(fc.integer({ min: -10, max: 999 }), fc.constant(NO_RESPONSE), fc.constant(null), fc.constant(undefined));
    const body = fc.oneof(
      fc.anything(),
      fc.record({ message: fc.oneof(fc.string(), fc.array(fc.string())), errors: fc.array(fc.string()) }, { requiredKeys: [] }),
    );
    fc.assert(
      fc.property(status, body, fc.option(fc.string(), { nil: undefined }), (s, b, own) => {
        const e = classify(s, b, own);
        expect(e.message.trim()).not.toBe('');
        expect(ERROR_TYPES).toContain(e.type);
        expect(e.retryable).toBe(e.type === 'NETWORK' || e.type === 'SERVER');
        expect(e.needsAction).toBe(e.type === 'AUTHENTICATION' || e.type === 'VALIDATION');
        expect(friendlyMessage(e.type, e.message).trim()).not.toBe('');
      }),
    );
  });

  it('classifyError never throws and always yields a message', () => {
    fc.assert(
      fc.property(fc.anything(), (thrown) => {
        expect(classifyError(thrown).message.trim()).not.toBe('');
      }),
    );
  });
});
