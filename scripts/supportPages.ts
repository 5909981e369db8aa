// Writes the support pages `support/<lang>/index.html` from one template and the texts of
// `locales/support/<lang>.json`. `npm start` and the test setup run it; the pages are build output, not sources.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SUPPORT_LANGUAGES, type SupportLanguage } from '../src/core/domain/supportLinks.ts';

const repo = path.resolve(import.meta.dirname, '..');

/** Each language by its own name, as the language menu and the footer offer it. */
const LANGUAGE_NAMES: Record<SupportLanguage, string> = { en: 'English', de: 'Deutsch', fr: 'Français', pl: 'Polski' };

interface Guide {
  link: string;
  /** what follows the link, HTML */
  text: string;
}

/** The texts of one page (`locales/support/<lang>.json`); answers and guide texts may hold inline HTML. */
export interface SupportTexts {
  product: string;
  heading: string;
  skip: string;
  languagesLabel: string;
  contactHeading: string;
  contacts: { title: string; text: string }[];
  faqHeading: string;
  faq: { question: string; answer: string }[];
  guidesHeading: string;
  guides: { embed: Guide; api: Guide };
  otherLanguages: string;
}

export function supportTexts(lang: SupportLanguage, root = repo): SupportTexts {
  return JSON.parse(readFileSync(path.join(root, 'locales', 'support', `${lang}.json`), 'utf8')) as SupportTexts;
}

const languageLink = (lang: SupportLanguage, current = false) =>
  `<a href="../${lang}/" hreflang="${lang}" lang="${lang}"${current ? ' aria-current="page"' : ''}>${LANGUAGE_NAMES[lang]}</a>`;

export function renderSupportPage(lang: SupportLanguage, texts: SupportTexts): string {
  const others = SUPPORT_LANGUAGES.filter((other) => other !== lang);
  // the guides are written in English only: the other pages say so on the link
  const guide = (href: string, { link, text }: Guide) =>
    `<li><a href="${href}"${lang === 'en' ? '' : ' hreflang="en"'}>${link}</a>${text}</li>`;
  return `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${texts.heading} – ${texts.product}</title>
    <link rel="stylesheet" href="/embed/docs.css" />
    <link rel="stylesheet" href="../support.css" />
${others.map((other) => `    <link rel="alternate" hreflang="${other}" href="../${other}/" />`).join('\n')}
  </head>
  <body>
    <a class="skip" href="#main">${texts.skip}</a>
    <header class="page-header">
      <div>
        <p class="page-header__product">${texts.product}</p>
        <h1>${texts.heading}</h1>
      </div>
      <nav class="languages" aria-label="${texts.languagesLabel}">
        <ul>
${SUPPORT_LANGUAGES.map((each) => `          <li>${languageLink(each, each === lang)}</li>`).join('\n')}
        </ul>
      </nav>
    </header>
    <main id="main">
      <section aria-labelledby="contact">
        <h2 id="contact">${texts.contactHeading}</h2>
        <div class="contacts">
${texts.contacts
  .map(
    ({ title, text }) => `          <div class="contact">
            <h3>${title}</h3>
            <p>${text}</p>
          </div>`,
  )
  .join('\n')}
        </div>
      </section>

      <section aria-labelledby="faq">
        <h2 id="faq">${texts.faqHeading}</h2>
${texts.faq
  .map(
    ({ question, answer }) => `
        <h3>${question}</h3>
        <p>${answer}</p>`,
  )
  .join('\n')}
      </section>

      <section aria-labelledby="guides">
        <h2 id="guides">${texts.guidesHeading}</h2>
        <ul class="guides">
          ${guide('/embed/', texts.guides.embed)}
          ${guide('/api/docs', texts.guides.api)}
        </ul>
      </section>
    </main>
    <footer class="page-footer">
      <p>${texts.otherLanguages} ${others.map((other) => languageLink(other)).join(', ')}</p>
    </footer>
  </body>
</html>
`;
}

/** Writes every language's page below `root` (the repository, or a test's copy of it). */
export function writeSupportPages(root = repo): void {
  for (const lang of SUPPORT_LANGUAGES) {
    const folder = path.join(root, 'support', lang);
    mkdirSync(folder, { recursive: true });
    const file = path.join(folder, 'index.html');
    const page = renderSupportPage(lang, supportTexts(lang, root));
    // Suites that run side by side write the same pages: an unchanged page is left alone, a changed one is
    // swapped in whole, so a server never serves half a file.
    if (existsSync(file) && readFileSync(file, 'utf8') === page) continue;
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, page);
    renameSync(temporary, file);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) writeSupportPages();
