import { STORAGE_KEYS } from '../../core/domain/index.ts';

/** One entry per user, so a shared browser opens each user's own last report. */
export function lastMeterKey(userUuid: string): string {
  return `${STORAGE_KEYS.reportLastMeter}.${userUuid}`;
}

export function loadLastMeter(storage: Storage, userUuid: string | undefined): string | null {
  if (!userUuid) return null;
  try {
    return storage.getItem(lastMeterKey(userUuid)) || null;
  } catch {
    return null;
  }
}

export function saveLastMeter(storage: Storage, userUuid: string | undefined, meterUuid: string): void {
  if (!userUuid) return;
  try {
    storage.setItem(lastMeterKey(userUuid), meterUuid);
  } catch {
    // Storage full or denied: the screen then opens on a meter with an alert instead.
  }
}
