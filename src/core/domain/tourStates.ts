import type { Permission } from './permissions.ts';

/** Tour states of spec section 4; `discarded` is a flag beside the state, not a state of its own. */
export const TOUR_STATES = ['open', 'imported', 'assigned', 'in_progress', 'completed', 'closed'] as const;
export type TourState = (typeof TOUR_STATES)[number];

export const TOUR_ACTIONS = [
  'assign',
  'reassign',
  'unassign',
  'discard',
  'restore',
  'delete',
  'close',
  'export',
  'upload',
  'simulate',
  'editRegister',
  'split',
] as const;
export type TourAction = (typeof TOUR_ACTIONS)[number];

export interface TourStatus {
  state: TourState;
  is_discarded: boolean;
}

interface Rule {
  from: readonly TourState[];
  permission: Permission;
  /** the state the action leads to; undefined keeps it (or, for an upload, depends on what was read) */
  to?: TourState;
  /** whether the action applies to a discarded tour (only restore and delete do) */
  discarded?: boolean;
}

/**
 * The one table of what each action needs and does. The server refuses anything else with 409 'This action
 * is not available'; the portal shows a row's menu from the same table, so the two never disagree.
 * `open` is a parent tour whose items live in its child tours: it is only discarded, deleted or exported.
 */
const RULES: Record<TourAction, Rule> = {
  assign: { from: ['imported'], to: 'assigned', permission: 'change_tour' },
  reassign: { from: ['assigned', 'in_progress'], permission: 'change_tour' },
  unassign: { from: ['assigned'], to: 'imported', permission: 'change_tour' },
  discard: { from: ['open', 'imported', 'assigned', 'in_progress', 'completed'], permission: 'change_tour' },
  restore: { from: TOUR_STATES, permission: 'change_tour', discarded: true },
  delete: { from: ['open', 'imported', 'closed'], permission: 'delete_tour', discarded: true },
  close: { from: ['completed'], to: 'closed', permission: 'change_tour' },
  export: { from: ['open', 'imported', 'assigned', 'in_progress', 'completed', 'closed'], permission: 'export_tour' },
  upload: { from: ['assigned', 'in_progress'], permission: 'change_tour' },
  simulate: { from: ['assigned', 'in_progress'], permission: 'change_tour' },
  editRegister: { from: ['in_progress', 'completed'], permission: 'change_tour' },
  split: { from: ['open', 'imported'], permission: 'change_tour' },
};

/** Whether the action is possible in this state (permissions aside). */
export function tourActionAllowed(action: TourAction, status: TourStatus): boolean {
  const rule = RULES[action];
  if (status.is_discarded) return rule.discarded === true && rule.from.includes(status.state);
  if (action === 'restore') return false;
  return rule.from.includes(status.state);
}

export const tourActionPermission = (action: TourAction): Permission => RULES[action].permission;

/**
 * The state after an action. Readings (upload, simulate, register edit) move a tour to completed once
 * every register has a value, else to in progress.
 */
export function tourStateAfter(action: TourAction, status: TourStatus, allRead = false): TourState {
  if (action === 'upload' || action === 'simulate' || action === 'editRegister')
    return allRead ? 'completed' : 'in_progress';
  return RULES[action].to ?? status.state;
}

/** The actions a caller may take on a tour: allowed by its state and by the caller's permissions. */
export function availableTourActions(status: TourStatus, can: (permission: Permission) => boolean): TourAction[] {
  return TOUR_ACTIONS.filter((action) => tourActionAllowed(action, status) && can(RULES[action].permission));
}
