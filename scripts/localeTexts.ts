import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:locale-texts/';
const RESOLVED = `\0${PREFIX}`;

type Tree = { [key: string]: unknown };

const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * The API server's own messages (server/http/messages.ts): the server sends them already translated, so no
 * portal or element bundle may carry them.
 */
export const SERVER_SECTION = 'server';

/** 'devices.alertStates' -> the subtree at that path, nested as in the file: { devices: { alertStates: ... } }. */
function pick(messages: Tree, sectionPath: string, put: Tree): boolean {
  const [head, ...rest] = sectionPath.split('.');
  const value = messages[head];
  if (rest.length === 0) {
    // a plural key 'count' is stored as 'count_one', 'count_other' ...
    const keys =
      value === undefined
        ? Object.keys(messages).filter((key) => PLURAL.test(key) && key.replace(PLURAL, '') === head)
        : [head];
    for (const key of keys) put[key] = messages[key];
    return keys.length > 0;
  }
  if (typeof value !== 'object' || value === null) return false;
  const into = (put[head] ??= {}) as Tree;
  return pick(value as Tree, rest.join('.'), into);
}

/**
 * Splits the message files of `folder` (relative to the project root; one `<lang>.json` per language) into chunks that hold only some of
 * their sections, so a screen loads its own texts and start-up loads the shell's, not a whole file.
 *
 * `import texts from 'virtual:locale-texts/app+titles+devices.alertStates'` gives one loader per language,
 * `texts.de()` resolving to `{ default: { app, titles, devices: { alertStates } } }` of de.json. Each language
 * of each list is its own chunk, named `<lang>-<first section>-<hash>.js`, or `<lang>-<name>-<hash>.js` for a
 * named list (`virtual:locale-texts/shell=app+titles`); importers of the same list share its chunks.
 */
export function localeTexts(folder: string): Plugin {
  let root = path.resolve(folder);
  const languages = () =>
    readdirSync(root)
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .sort();
  return {
    name: 'meter-portal:locale-texts',
    configResolved(config) {
      root = path.resolve(config.root, folder);
    },
    resolveId(source) {
      return source.startsWith(PREFIX) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const [list, language] = id.slice(RESOLVED.length).split('/');
      const [name, sectionList] = list.includes('=') ? list.split('=') : [undefined, list];
      const sections = sectionList.split('+').filter(Boolean);
      if (sections.length === 0) this.error(`${PREFIX}: name at least one section, e.g. ${PREFIX}devices`);
      if (sections.some((section) => section.split('.')[0] === SERVER_SECTION))
        this.error(`${PREFIX}${list}: the ${SERVER_SECTION} section holds the API server's messages, never bundled`);
      if (language === undefined) {
        // The language module's last path segment becomes its chunk's name.
        const chunk = name ?? sections[0];
        const loaders = languages().map(
          (lang) => `  ${JSON.stringify(lang)}: () => import(${JSON.stringify(`${PREFIX}${list}/${lang}-${chunk}`)}),`,
        );
        return `export default {\n${loaders.join('\n')}\n};\n`;
      }
      const lang = language.split('-')[0];
      const file = path.join(root, `${lang}.json`);
      this.addWatchFile(file);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Tree;
      const texts: Tree = {};
      for (const section of sections) {
        if (!pick(messages, section, texts)) this.error(`${lang}.json has no section ${section}`);
      }
      return `export default ${JSON.stringify(texts)};\n`;
    },
  };
}
