import type { Db } from '../../server/db/createDatabase.ts';
import { installationLatest, installations } from '../../server/db/deviceSchema.ts';
import {
  installationColumns,
  latestOfInstallation,
} from '../../server/modules/installations/installationWithLatest.ts';

/** SELECT installations with their newest reading, volume and open-alert count (installation_latest). */
export const selectMeters = (db: Pick<Db, 'select'>) =>
  db.select(installationColumns).from(installations).innerJoin(installationLatest, latestOfInstallation);
