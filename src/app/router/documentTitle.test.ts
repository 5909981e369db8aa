import { describe, expect, it } from 'vitest';
import { documentTitle } from './documentTitle.ts';

describe('documentTitle', () => {
  it('puts the screen title before the product name', () => {
    expect(documentTitle('Sign in', 'Meter Portal')).toBe('Sign in - Meter Portal');
    expect(documentTitle('Passwort zurücksetzen', 'Meter Portal')).toBe('Passwort zurücksetzen - Meter Portal');
  });

  it('shows the product name alone when the screen has no title', () => {
    expect(documentTitle(null, 'Meter Portal')).toBe('Meter Portal');
    expect(documentTitle('  ', 'Meter Portal')).toBe('Meter Portal');
  });
});
