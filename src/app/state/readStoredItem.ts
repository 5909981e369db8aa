/** An item of the page's storage, or null when it is not there or the storage is denied. */
export function readStoredItem(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}
