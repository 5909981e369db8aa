import { chmod, lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Everything the server keeps on disk (database, secrets, mails with live links) is its own alone. */
export const PRIVATE_FOLDER = 0o700;
export const PRIVATE_FILE = 0o600;
/** the umask that gives every folder and file created afterwards, PGlite's own included, those modes */
export const PRIVATE_UMASK = 0o077;

/**
 * Sets every folder below `dir` (itself included) to 0700 and every file to 0600: a data folder made by an
 * earlier version or under a looser umask. Symbolic links are left alone (their target may be anyone's).
 * Returns what could not be changed (not the server's own), for the caller to warn about.
 */
export async function restrictDataFolder(dir: string): Promise<string[]> {
  const refused: string[] = [];
  const walk = async (entry: string) => {
    const stat = await lstat(entry).catch(() => null);
    if (!stat || stat.isSymbolicLink()) return;
    const wanted = stat.isDirectory() ? PRIVATE_FOLDER : PRIVATE_FILE;
    if ((stat.mode & 0o777) !== wanted) await chmod(entry, wanted).catch(() => refused.push(entry));
    if (stat.isDirectory())
      for (const child of await readdir(entry).catch(() => [])) await walk(path.join(entry, child));
  };
  await walk(dir);
  return refused;
}
