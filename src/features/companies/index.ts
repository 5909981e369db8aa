import { PERMISSIONS } from '../../core/domain/index.ts';
import type { FeatureDefinition } from '../common/index.ts';
import texts from 'virtual:locale-texts/companies';

/** Administration: companies, their activation, the CRM import and Create Demo. */
export const companiesFeature: FeatureDefinition = {
  name: 'companies',
  texts,
  permission: PERMISSIONS.viewCompany,
  routes: [
    {
      path: '/companies',
      access: 'auth',
      layout: 'user',
      permission: PERMISSIONS.viewCompany,
      title: 'companies',
      chunk: 'CompaniesScreen',
      load: () => import('./CompaniesScreen.tsx').then((module) => module.CompaniesScreen),
    },
    {
      // the companies list with the Create Demo dialog open over it, so the dialog has its own address and title
      path: '/companies/demo',
      access: 'auth',
      layout: 'user',
      permission: PERMISSIONS.viewCompany,
      staffOnly: true,
      title: 'createDemo',
      chunk: 'CompaniesScreen',
      load: () => import('./CompaniesScreen.tsx').then((module) => module.CreateDemoScreen),
    },
    {
      path: '/companies/create',
      access: 'auth',
      layout: 'user',
      // staff hold it too; a distributor's admin creates its customers
      permission: PERMISSIONS.createCustomer,
      title: 'createCompany',
      chunk: 'CreateCompanyScreen',
      load: () => import('./CreateCompanyScreen.tsx').then((module) => module.CreateCompanyScreen),
    },
    {
      path: '/companies/$id/activate',
      access: 'auth',
      layout: 'user',
      permission: PERMISSIONS.activateCompany,
      title: 'activateCompany',
      chunk: 'ActivateCompanyScreen',
      load: () => import('./ActivateCompanyScreen.tsx').then((module) => module.ActivateCompanyScreen),
    },
    {
      path: '/crm-import',
      access: 'auth',
      layout: 'user',
      permission: PERMISSIONS.addCrmCompany,
      title: 'importCompany',
      chunk: 'CrmImportScreen',
      load: () => import('./CrmImportScreen.tsx').then((module) => module.CrmImportScreen),
    },
  ],
  menu: [
    {
      section: 'administration',
      group: 3,
      to: '/companies',
      label: 'companies',
      icon: 'companies',
      permission: PERMISSIONS.viewCompany,
      order: 1,
    },
    {
      section: 'administration',
      group: 3,
      to: '/crm-import',
      label: 'crmImport',
      icon: 'companies',
      permission: PERMISSIONS.addCrmCompany,
      order: 2,
    },
  ],
};
