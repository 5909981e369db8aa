import type { QueryKey } from '@tanstack/react-query';
import { companyQueries } from '../../queries/companyQueries.ts';
import { installationQueries } from '../../queries/installationQueries.ts';
import { reportQueries } from '../../queries/reportQueries.ts';
import type { PortalTaskKind } from './portalTask.ts';

/** The queries whose data a finished task of this kind may have changed, to be fetched again. */
export function queriesChangedBy(kind: PortalTaskKind): QueryKey[] {
  switch (kind) {
    case 'loraRegister':
    case 'loraDelete':
      // the devices' registration state
      return [installationQueries.root];
    case 'generateReadouts':
    case 'importReadings':
      // new readings in the charts, and the alerts and latest readouts derived from them
      return [reportQueries.root, installationQueries.root];
    case 'exportReadouts':
      return [];
    case 'createDemo':
      // the new company, its meters and points
      return [companyQueries.root, installationQueries.root];
  }
}
