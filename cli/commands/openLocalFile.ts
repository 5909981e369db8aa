import { openAsBlob } from 'node:fs';
import { UsageError } from '../errors.ts';

/**
 * A file the command uploads, as a blob backed by the file: sent as it is read, never held whole in memory.
 * One that cannot be read is a usage error (exit 2).
 */
export async function openLocalFile(file: string): Promise<Blob> {
  try {
    return await openAsBlob(file);
  } catch {
    throw new UsageError(`cannot read ${file}`);
  }
}
