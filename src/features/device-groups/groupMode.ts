/** Spec section 4: a group page is in creation, edit or readonly mode; anything unexpected is readonly. */
export type GroupMode = 'creation' | 'edit' | 'readonly';

/** The uuid segment that opens an empty group form. */
export const NEW_GROUP = 'new';

export function groupMode(uuid: string, mode: unknown): GroupMode {
  if (uuid === NEW_GROUP) return 'creation';
  return mode === 'edit' ? 'edit' : 'readonly';
}
