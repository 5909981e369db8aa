import { describe, expect, it } from 'vitest';
import { groupMode } from './groupMode.ts';

describe('groupMode', () => {
  it('opens the creation form for the uuid "new", whatever the mode says', () => {
    expect(groupMode('new', undefined)).toBe('creation');
    expect(groupMode('new', 'edit')).toBe('creation');
  });

  it('edits only when asked with mode=edit', () => {
    expect(groupMode('0b6c…', 'edit')).toBe('edit');
  });

  it('falls back to readonly for anything else', () => {
    expect(groupMode('0b6c…', undefined)).toBe('readonly');
    expect(groupMode('0b6c…', 'EDIT')).toBe('readonly');
    expect(groupMode('0b6c…', 'creation')).toBe('readonly');
    expect(groupMode('0b6c…', 1)).toBe('readonly');
  });
});
