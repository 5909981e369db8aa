import type { QueryKey } from '@tanstack/react-query';
import { REPORT_SERIES_KEY } from '../common/index.ts';
import type { PortalTaskKind } from './portalTask.ts';

/** The queries whose data a finished task of this kind may have changed, to be fetched again. */
export function queriesChangedBy(kind: PortalTaskKind): QueryKey[] {
  switch (kind) {
    case 'loraRegister':
    case 'loraDelete':
      // the devices' registration state
      return [['installations']];
    case 'generateReadouts':
      // new readings in the charts, and the alerts and latest readouts derived from them
      return [REPORT_SERIES_KEY, ['installations']];
    case 'exportReadouts':
      return [];
  }
}
