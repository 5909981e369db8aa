import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/http/ApiError.ts';
import { splitServerErrors } from './splitServerErrors.ts';

describe('splitServerErrors', () => {
  it('puts the messages of the field under it and all others above the form', () => {
    const error = new ApiError('Bad request', {
      status: 400,
      fieldErrors: { devices: ['Unknown serial 1'], company: ['Required'] },
      nonFieldErrors: ['Too many'],
    });
    expect(splitServerErrors(error, 'devices', 'x')).toEqual({
      field: ['Unknown serial 1'],
      general: ['Too many', 'Required'],
    });
  });

  it('falls back to the detail, or to the given text for anything that is no API error', () => {
    expect(splitServerErrors(new ApiError('Server error', { status: 500, detail: 'Down' }), 'devices', 'x')).toEqual({
      field: [],
      general: ['Down'],
    });
    expect(splitServerErrors(new TypeError('boom'), 'devices', 'Something went wrong')).toEqual({
      field: [],
      general: ['Something went wrong'],
    });
  });
});
