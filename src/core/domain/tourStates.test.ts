import { describe, expect, it } from 'vitest';
import { availableTourActions, tourActionAllowed, tourStateAfter } from './tourStates.ts';

describe('the tour state machine', () => {
  it('walks import → assign → readings → close', () => {
    expect(tourStateAfter('assign', { state: 'imported', is_discarded: false })).toBe('assigned');
    expect(tourStateAfter('upload', { state: 'assigned', is_discarded: false }, false)).toBe('in_progress');
    expect(tourStateAfter('upload', { state: 'in_progress', is_discarded: false }, true)).toBe('completed');
    expect(tourStateAfter('close', { state: 'completed', is_discarded: false })).toBe('closed');
    expect(tourStateAfter('unassign', { state: 'assigned', is_discarded: false })).toBe('imported');
  });

  it('lets a discarded tour only be restored or (when not under way) deleted', () => {
    const discarded = { state: 'in_progress', is_discarded: true } as const;
    expect(availableTourActions(discarded, () => true)).toEqual(['restore']);
    expect(availableTourActions({ state: 'imported', is_discarded: true }, () => true)).toEqual(['restore', 'delete']);
    expect(tourActionAllowed('restore', { state: 'imported', is_discarded: false })).toBe(false);
  });

  it('refuses readings before assignment and changes after closing', () => {
    expect(tourActionAllowed('upload', { state: 'imported', is_discarded: false })).toBe(false);
    expect(tourActionAllowed('editRegister', { state: 'closed', is_discarded: false })).toBe(false);
    expect(tourActionAllowed('discard', { state: 'closed', is_discarded: false })).toBe(false);
  });

  it('offers only what the permissions allow', () => {
    const onlyView = availableTourActions({ state: 'completed', is_discarded: false }, (p) => p === 'export_tour');
    expect(onlyView).toEqual(['export']);
  });
});
