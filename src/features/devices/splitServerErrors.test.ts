import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/http/ApiError.ts';
import { splitServerErrors } from './splitServerErrors.ts';

const TEXTS = { failed: 'Something went wrong', undefined: 'An undefined error has occurred' };

describe('splitServerErrors', () => {
  it('puts the messages of the field under it and all others above the form', () => {
    const error = new ApiError('Bad request', {
      status: 400,
      fieldErrors: { devices: ['Unknown serial 1'], company: ['Required'] },
      nonFieldErrors: ['Too many'],
    });
    expect(splitServerErrors(error, 'devices', TEXTS)).toEqual({
      field: ['Unknown serial 1'],
      general: ['Too many', 'Required'],
      others: {},
    });
    // the form's other fields named keep their messages under them
    expect(splitServerErrors(error, 'devices', TEXTS, ['company'])).toEqual({
      field: ['Unknown serial 1'],
      general: ['Too many'],
      others: { company: ['Required'] },
    });
  });

  it('falls back to the detail, or to the given text for anything that is no API error', () => {
    expect(splitServerErrors(new ApiError('Server error', { status: 500, detail: 'Down' }), 'devices', TEXTS)).toEqual({
      field: [],
      general: ['Down'],
      others: {},
    });
    expect(splitServerErrors(new TypeError('boom'), 'devices', TEXTS)).toEqual({
      field: [],
      general: ['Something went wrong'],
      others: {},
    });
  });

  it('says that an undefined error occurred when the answer has no text', () => {
    expect(splitServerErrors(new ApiError('Bad request', { status: 400 }), 'devices', TEXTS).general).toEqual([
      'An undefined error has occurred',
    ]);
  });
});
