import { describe, expect, it } from 'vitest';
import { visibleServices } from './visibleServices.ts';

describe('visibleServices', () => {
  it('keeps the known services in order', () => {
    expect(visibleServices(['mex', 'core', 'sonico', 'other'], ['SONICO', 'MEX'])).toEqual(['core', 'sonico', 'mex']);
  });

  it('hides a service whose feature flag is off', () => {
    expect(visibleServices(['core', 'sonico', 'mex'], ['MEX'])).toEqual(['core', 'mex']);
  });
});
