import { describe, expect, it } from 'vitest';
import { profileSettings } from './profileSettings.ts';

describe('profileSettings', () => {
  it('writes each setting as a line, keeping strings bare and the rest as JSON', () => {
    expect(profileSettings({ interval: 900, band: 'EU868', adr: true, channels: [1, 2], empty: null })).toEqual([
      'interval: 900',
      'band: EU868',
      'adr: true',
      'channels: [1,2]',
      'empty: null',
    ]);
  });

  it('gives no lines for a profile without settings', () => {
    expect(profileSettings({})).toEqual([]);
  });
});
