import { describe, expect, it } from 'vitest';
import { ApiError, deriveErrorMessage } from './api';

describe('deriveErrorMessage', () => {
  it('prefers the errors list, joined by a comma', () => {
    const error = new ApiError(400, 'first', { message: 'first', errors: ['first', 'second'] });
    expect(deriveErrorMessage(error, 'fallback')).toBe('first, second');
  });

  it('then the response message', () => {
    expect(deriveErrorMessage(new ApiError(409, 'Email taken', { message: 'Email taken' }), 'fallback')).toBe('Email taken');
  });

  it('then the error text without its leading status', () => {
    expect(deriveErrorMessage(new ApiError(502, 'Bad Gateway', null), 'fallback')).toBe('Bad Gateway');
    expect(deriveErrorMessage(new Error('500: Internal Server Error'), 'fallback')).toBe('Internal Server Error');
  });

  it('then the fallback', () => {
    expect(deriveErrorMessage(new ApiError(500, '', null), 'Something went wrong')).toBe('Something went wrong');
    expect(deriveErrorMessage(undefined, 'Something went wrong')).toBe('Something went wrong');
  });
});
