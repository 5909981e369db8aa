/**
 * The permission catalogue: Django-style `action_model` codenames covering every permission of
 * spec section 6. Non-staff users get a subset of these from their active company profile.
 */
export const PERMISSIONS = {
  // user management
  addUser: 'add_user',
  changeUser: 'change_user',
  deleteUser: 'delete_user',
  viewUser: 'view_user',
  changeUserCompany: 'change_user_company',
  changeUserGroup: 'change_user_group',
  // company management
  activateCompany: 'activate_company',
  addCompany: 'add_company',
  changeCompany: 'change_company',
  deleteCompany: 'delete_company',
  viewCompany: 'view_company',
  createCustomer: 'create_customer',
  addCrmCompany: 'add_crm_company',
  addCompanyGroup: 'add_companygroup',
  changeCompanyGroup: 'change_companygroup',
  deleteCompanyGroup: 'delete_companygroup',
  viewCompanyGroup: 'view_companygroup',
  // device and report management
  viewOrder: 'view_order',
  viewShipment: 'view_shipment',
  addCommunicationDevice: 'add_communicationdevice',
  viewCommunicationDevice: 'view_communicationdevice',
  deleteCommunicationDevice: 'delete_communicationdevice',
  viewDevice: 'view_device',
  viewMeter: 'view_meter',
  viewReport: 'view_report',
  viewDeviceProfile: 'view_deviceprofile',
  viewTransfer: 'view_transfer',
  addTransfer: 'add_transfer',
  addMeasuringPoint: 'add_measuringpoint',
  changeMeasuringPoint: 'change_measuringpoint',
  viewMeasuringPoint: 'view_measuringpoint',
  // tours and tablets
  viewTour: 'view_tour',
  addTour: 'add_tour',
  changeTour: 'change_tour',
  exportTour: 'export_tour',
  deleteTour: 'delete_tour',
  addTablet: 'add_tablet',
  changeTablet: 'change_tablet',
} as const;

export type PermissionKey = keyof typeof PERMISSIONS;
export type Permission = (typeof PERMISSIONS)[PermissionKey];

export const ALL_PERMISSIONS: readonly Permission[] = Object.values(PERMISSIONS);

/** The catalogue grouped as the spec presents it (user, company, device and report management, tours). */
export const PERMISSION_GROUPS: Readonly<Record<string, readonly Permission[]>> = {
  user: ['add_user', 'change_user', 'delete_user', 'view_user', 'change_user_company', 'change_user_group'],
  company: [
    'activate_company',
    'add_company',
    'change_company',
    'delete_company',
    'view_company',
    'create_customer',
    'add_crm_company',
    'add_companygroup',
    'change_companygroup',
    'delete_companygroup',
    'view_companygroup',
  ],
  device: [
    'view_order',
    'view_shipment',
    'add_communicationdevice',
    'view_communicationdevice',
    'delete_communicationdevice',
    'view_device',
    'view_meter',
    'view_report',
    'view_deviceprofile',
    'view_transfer',
    'add_transfer',
    'add_measuringpoint',
    'change_measuringpoint',
    'view_measuringpoint',
  ],
  tour: ['view_tour', 'add_tour', 'change_tour', 'export_tour', 'delete_tour', 'add_tablet', 'change_tablet'],
};

export function isPermission(value: string): value is Permission {
  return (ALL_PERMISSIONS as readonly string[]).includes(value);
}
