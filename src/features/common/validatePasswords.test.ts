import { describe, expect, it } from 'vitest';
import { validatePasswords } from './validatePasswords.ts';

describe('validatePasswords', () => {
  it('accepts a strong password typed twice', () => {
    expect(validatePasswords('water2024', 'water2024')).toEqual({ password: [], confirmation: [] });
  });

  it('requires both fields', () => {
    expect(validatePasswords('', '')).toEqual({
      password: ['validation.required'],
      confirmation: ['validation.required'],
    });
  });

  it('rejects weak passwords: short, without a digit or without a letter', () => {
    for (const weak of ['abc123', 'onlyletters', '1234567890']) {
      expect(validatePasswords(weak, weak).password).toEqual(['validation.passwordTooWeak']);
    }
  });

  it('reports passwords that do not match', () => {
    expect(validatePasswords('water2024', 'water2025').confirmation).toEqual(['validation.passwordsDoNotMatch']);
  });
});
