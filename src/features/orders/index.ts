import type { FeatureDefinition } from '../common/index.ts';
import texts from 'virtual:locale-texts/keys';

/** Orders: delivery orders with their modules and the sales-order document. */
export const ordersFeature: FeatureDefinition = {
  name: 'orders',
  texts,
  permission: 'view_order',
  routes: [
    {
      path: '/orders',
      access: 'auth',
      layout: 'user',
      permission: 'view_order',
      title: 'orders',
      chunk: 'OrdersScreen',
      load: () => import('./OrdersScreen.tsx').then((module) => module.OrdersScreen),
    },
    {
      path: '/orders/$id',
      access: 'auth',
      layout: 'user',
      permission: 'view_order',
      title: 'orders',
      chunk: 'OrderScreen',
      load: () => import('./OrderScreen.tsx').then((module) => module.OrderScreen),
    },
  ],
  menu: [
    {
      section: 'keyHandling',
      group: 2,
      to: '/orders',
      label: 'orders',
      icon: 'orders',
      permission: 'view_order',
      order: 1,
    },
  ],
};
