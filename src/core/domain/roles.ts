import { ALL_PERMISSIONS, type Permission } from './permissions.ts';

/** Roles of spec section 6. Staff are the provider's own employees and bypass every permission check. */
export const ROLES = ['staff', 'company_admin', 'basic'] as const;
export type Role = (typeof ROLES)[number];

/** The permissions a new company profile gets for a role; they stay editable per profile afterwards. */
export const DEFAULT_ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  staff: ALL_PERMISSIONS,
  company_admin: ALL_PERMISSIONS.filter(
    (p) => !['add_crm_company', 'delete_company', 'activate_company', 'add_company'].includes(p),
  ),
  basic: [
    'view_company',
    'view_communicationdevice',
    'view_device',
    'view_meter',
    'view_report',
    'view_measuringpoint',
    'view_deviceprofile',
    'view_tour',
  ],
};

/** Sonico profiles of spec section 3 (only staff assign them). */
export const SONICO_PROFILES = [
  { value: '01', label: 'Customer' },
  { value: '02', label: 'Admin Customer' },
  { value: '03', label: 'Technician' },
  { value: '04', label: 'Engineering/Production' },
] as const;
export type SonicoProfile = (typeof SONICO_PROFILES)[number]['value'];
