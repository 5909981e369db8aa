import { useContext } from 'react';
import { PortalServicesContext, type PortalServices } from './PortalServices.ts';

export function usePortalServices(): PortalServices {
  const services = useContext(PortalServicesContext);
  if (!services) throw new Error('usePortalServices must be used inside the portal shell');
  return services;
}
