import { describe, expect, it } from 'vitest';
import { validateLogin } from './validation';

describe('login form rules (SPEC §5)', () => {
  it('accepts a valid e-mail and a 6-character password', () => {
    expect(validateLogin({ email: 'ann@example.com', password: '123456' })).toEqual({});
  });
  it('gives the SPEC messages verbatim', () => {
    expect(validateLogin({ email: 'not-an-email', password: '12345' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
  });
  it('treats an empty e-mail as invalid', () => {
    expect(validateLogin({ email: '', password: 'secret1' }).email).toBe('Please enter a valid email address');
  });
});
