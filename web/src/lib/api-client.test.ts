import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/api.tsx';
import { ApiError, apiRequest, messageFor } from './api-client.ts';
import { localKeys } from './storage-keys.ts';

afterEach(() => vi.unstubAllGlobals());

describe('messageFor (000 §8)', () => {
  it('maps statuses and codes to the catalogue', () => {
    expect(messageFor(400, 'VALIDATION_ERROR')).toBe(
      'Please check your input and try again. Make sure all required fields are filled correctly.',
    );
    expect(messageFor(400, '')).toBe('Invalid request. Please check your input and try again.');
    expect(messageFor(401, '')).toBe('Your session has expired. Please log in again.');
    expect(messageFor(409, 'TOKEN_EXISTS')).toBe(
      'A password reset link has already been sent to your email. Please check your inbox.',
    );
    expect(messageFor(502, '')).toBe('Server temporarily unavailable. Please try again in a moment.');
  });

  it('never answers an empty message', () => {
    expect(messageFor(409, '')).toBe('Invalid request. Please check your input and try again.');
    expect(messageFor(429, '')).toBe('Too many attempts. Please wait a moment and try again.');
  });
});

describe('apiRequest', () => {
  it('sends the bearer token and throws ApiError with the catalogue message', async () => {
    localStorage.setItem(localKeys.authToken, 'tok');
    const api = mockApi({ 'POST /login': { status: 400, body: { Success: false, ErrorCode: 'WRONG_CREDENTIALS' } } });
    const failure = await apiRequest('/login', { method: 'POST', body: { Login: 'a', Password: 'b' } }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('Wrong email, username or password.');
    expect(api.calls[0]?.headers.Authorization).toBe('Bearer tok');
  });
});
