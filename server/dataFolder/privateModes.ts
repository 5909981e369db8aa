import { chmod, lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Everything the server keeps on disk (database, secrets, mails with live links) is its own alone. */
export const PRIVATE_FOLDER = 0o700;
export const PRIVATE_FILE = 0o600;
/** the umask that gives every folder and file created afterwards, PGlite's own included, those modes */
export const PRIVATE_UMASK = 0o077;

/** What the server keeps in its data folder; anything else there is someone else's and left alone. */
const SERVER_ENTRIES = ['pglite', 'outbox', 'jwt-secret', 'keys-master-key'];

/**
 * Makes the data folder and what the server keeps in it (every folder 0700, every file 0600) private: a
 * data folder made by an earlier version or under a looser umask. Symbolic links are left alone (their
 * target may be anyone's). Returns what could not be changed (not the server's own), for a warning.
 */
export async function restrictDataFolder(dir: string): Promise<string[]> {
  const refused: string[] = [];
  const walk = async (entry: string, below: readonly string[] | null) => {
    const stat = await lstat(entry).catch(() => null);
    if (!stat || stat.isSymbolicLink()) return;
    const wanted = stat.isDirectory() ? PRIVATE_FOLDER : PRIVATE_FILE;
    if ((stat.mode & 0o777) !== wanted) await chmod(entry, wanted).catch(() => refused.push(entry));
    if (!stat.isDirectory()) return;
    const children = below ?? (await readdir(entry).catch(() => []));
    for (const child of children) await walk(path.join(entry, child), null);
  };
  await walk(dir, SERVER_ENTRIES);
  return refused;
}
