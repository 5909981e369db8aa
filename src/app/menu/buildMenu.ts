import { can, hasService, type PermissionSubject } from '../../core/domain/index.ts';
import type { MenuEntry, MenuSection } from '../../features/common/index.ts';

/** The side menu's sections in the spec's order. */
export const MENU_SECTIONS: readonly MenuSection[] = [
  'overview',
  'deviceManagement',
  'keyHandling',
  'userManagement',
  'tourManagement',
  'administration',
];

export interface MenuSectionView {
  section: MenuSection;
  entries: MenuEntry[];
}

/** Entries the user may open, grouped by section; entries without permission and empty sections are hidden. */
export function buildMenu(entries: readonly MenuEntry[], user: PermissionSubject | null): MenuSectionView[] {
  const visible = entries.filter(
    (entry) =>
      user !== null &&
      (!entry.permission || can(user, entry.permission)) &&
      (!entry.staffOnly || user.is_admin) &&
      hasService(user, entry.service),
  );
  return MENU_SECTIONS.map((section) => ({
    section,
    entries: visible.filter((entry) => entry.section === section).sort((a, b) => a.order - b.order),
  })).filter((view) => view.entries.length > 0);
}
