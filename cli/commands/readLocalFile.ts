import { readFile } from 'node:fs/promises';
import { UsageError } from '../errors.ts';

/** A file the command uploads, whole; one that cannot be read is a usage error (exit 2). */
export async function readLocalFile(file: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch {
    throw new UsageError(`cannot read ${file}`);
  }
}
