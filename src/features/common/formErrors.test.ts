import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/http/ApiError.ts';
import { errorsFromServer, hasErrors, summaryOf } from './formErrors.ts';

describe('errorsFromServer', () => {
  it('puts field errors under known fields and the rest into general messages', () => {
    const error = new ApiError('Bad request', {
      status: 400,
      fieldErrors: { password: ['This password is too common.'], token: ['Expired.'] },
      nonFieldErrors: ['Try again.'],
    });
    const state = errorsFromServer(error, ['password'], 'fallback');
    expect(state.fields).toEqual({ password: ['This password is too common.'] });
    expect(state.general).toEqual(['Try again.', 'Expired.']);
    expect(hasErrors(state)).toBe(true);
  });

  it("falls back to the server's detail, then to the given message", () => {
    expect(errorsFromServer(new ApiError('x', { status: 429, detail: 'Slow down.' }), [], 'f').general).toEqual([
      'Slow down.',
    ]);
    expect(errorsFromServer(new Error('network'), [], 'An error has occured').general).toEqual([
      'An error has occured',
    ]);
  });
});

describe('summaryOf', () => {
  it('labels field messages', () => {
    const lines = summaryOf({ fields: { email: ['This field is required'] }, general: ['Wrong'] }, { email: 'Email' });
    expect(lines).toEqual(['Wrong', 'Email: This field is required']);
  });
});
