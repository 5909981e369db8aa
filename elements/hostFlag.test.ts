import { describe, expect, it } from 'vitest';
import { hostFlag } from './hostFlag.ts';

describe('hostFlag', () => {
  it('reads a bare boolean attribute of the shadow host', () => {
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    expect(hostFlag(root, 'set-title')).toBe(false);
    host.setAttribute('set-title', '');
    expect(hostFlag(root, 'set-title')).toBe(true);
    host.setAttribute('set-title', 'false');
    expect(hostFlag(root, 'set-title')).toBe(false);
    expect(hostFlag(undefined, 'set-title')).toBe(false);
  });
});
