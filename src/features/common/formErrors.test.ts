import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/http/ApiError.ts';
import { errorsFromServer, hasErrors, summaryOf } from './formErrors.ts';

const TEXTS = { failed: 'An error has occured', undefined: 'An undefined error has occurred' };

describe('errorsFromServer', () => {
  it('puts field errors under known fields and the rest into general messages', () => {
    const error = new ApiError('Bad request', {
      status: 400,
      fieldErrors: { password: ['This password is too common.'], token: ['Expired.'] },
      nonFieldErrors: ['Try again.'],
    });
    const state = errorsFromServer(error, ['password'], TEXTS);
    expect(state.fields).toEqual({ password: ['This password is too common.'] });
    expect(state.general).toEqual(['Try again.', 'Expired.']);
    expect(hasErrors(state)).toBe(true);
  });

  it("falls back to the server's detail, then to the given message", () => {
    expect(errorsFromServer(new ApiError('x', { status: 429, detail: 'Slow down.' }), [], TEXTS).general).toEqual([
      'Slow down.',
    ]);
    expect(errorsFromServer(new Error('network'), [], TEXTS).general).toEqual(['An error has occured']);
  });
});

describe('errorsFromServer without a message', () => {
  it('says that an undefined error occurred, for the whole answer or for an empty field message', () => {
    expect(errorsFromServer(new ApiError('Bad request', { status: 400 }), ['email'], TEXTS).general).toEqual([
      'An undefined error has occurred',
    ]);
    const blank = new ApiError('Bad request', { status: 400, fieldErrors: { email: [' '] } });
    expect(errorsFromServer(blank, ['email'], TEXTS).fields).toEqual({ email: ['An undefined error has occurred'] });
  });
});

describe('summaryOf', () => {
  it('labels field messages', () => {
    const lines = summaryOf({ fields: { email: ['This field is required'] }, general: ['Wrong'] }, { email: 'Email' });
    expect(lines).toEqual(['Wrong', 'Email: This field is required']);
  });
});
