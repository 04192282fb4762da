import { describe, expect, it } from 'vitest';
import { validateLogin, validateReset } from './validation.ts';

describe('recovery validation', () => {
  it('checks the reset fields in the specified order', () => {
    expect(validateReset({ password: '', confirmPassword: '' })).toEqual({
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
    expect(validateReset({ password: '12345', confirmPassword: '12345' })).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(validateReset({ password: '123456', confirmPassword: '123457' })).toEqual({
      confirmPassword: 'A typo? Passwords do not match',
    });
    expect(validateReset({ password: '123456', confirmPassword: '123456' })).toEqual({});
  });

  it('requires a login that is more than spaces', () => {
    expect(validateLogin('   ')).toBe('Email or username is required');
    expect(validateLogin('sam')).toBeUndefined();
  });
});
