import type { FeatureDefinition } from '../common/index.ts';
import texts from 'virtual:locale-texts/tours';

/** Tour management (MEX): the tours grid, one tour's details, and the five-step import. */
export const toursFeature: FeatureDefinition = {
  name: 'tours',
  flag: 'MEX',
  permission: 'view_tour',
  texts,
  routes: [
    {
      path: '/tours',
      access: 'auth',
      service: 'mex',
      layout: 'user',
      permission: 'view_tour',
      title: 'tours',
      chunk: 'ToursScreen',
      load: () => import('./ToursScreen.tsx').then((module) => module.ToursScreen),
    },
    {
      path: '/tours/import',
      access: 'auth',
      service: 'mex',
      layout: 'user',
      permission: 'add_tour',
      title: 'importTour',
      chunk: 'ImportTourScreen',
      load: () => import('./ImportTourScreen.tsx').then((module) => module.ImportTourScreen),
    },
    {
      path: '/tours/$uuid/items',
      access: 'auth',
      service: 'mex',
      layout: 'user',
      permission: 'view_tour',
      title: 'tourDetails',
      chunk: 'TourDetailsScreen',
      load: () => import('./TourDetailsScreen.tsx').then((module) => module.TourDetailsScreen),
    },
  ],
  menu: [
    {
      section: 'tourManagement',
      service: 'mex',
      group: 5,
      to: '/tours',
      label: 'tours',
      icon: 'tours',
      permission: 'view_tour',
      order: 1,
    },
  ],
};
