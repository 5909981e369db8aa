// The embedding guide: every table comes from custom-elements.json, so the page says what the manifest says.
const portal = window.location.origin;
const elementsBase = `${portal}/elements/`;
const KEY_PLACEHOLDER = 'mpk_…';

/**
 * What the page adds for each element: the attributes of its snippet (beside `embed-key`, `api-base` and
 * `auth-base`), the attributes of its live example, and notes. Attribute names not in the manifest are left out.
 */
const EXAMPLES = {
  'meter-map': {
    snippet: { style: 'display: block; --mp-map-height: 420px' },
    live: {},
    note: 'Choose a point to chart its meter in the <report-chart> example below.',
  },
  'report-chart': {
    snippet: { serial: '12345678', types: 'total_volume,delta_volume', preset: 'last_7_days', granularity: 'day' },
    live: { types: 'total_volume,delta_volume', preset: 'last_7_days', granularity: 'day' },
    note: 'Charts the meter of the point chosen on the map above; replace the serial number in the snippet with one of your meters.',
  },
  'tour-table': {
    snippet: { state: 'in_progress' },
    live: {},
  },
  'meter-portal': {
    snippet: { routing: 'memory' },
    live: { routing: 'memory' },
    // the whole portal is heavy, and asks to sign in: only built when asked for
    onDemand: true,
    noKey: true,
    note: 'The whole portal for users with a portal account (it takes no embed key): sign-in, menu and every screen they may open.',
  },
};

const $ = (tag, props = {}, ...children) => {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (name === 'text') node.textContent = value;
    else node.setAttribute(name, value);
  }
  node.append(...children.filter((child) => child !== null && child !== undefined));
  return node;
};

/** Text with `code` spans, as the manifest's descriptions write them. */
function prose(text = '') {
  const fragment = document.createDocumentFragment();
  text.split('`').forEach((part, index) => fragment.append(index % 2 ? $('code', { text: part }) : part));
  return fragment;
}

function table(caption, headings, rows) {
  if (!rows.length) return $('p', { class: 'none' }, `${caption}: none.`);
  const head = $('tr', {}, ...headings.map((heading) => $('th', { scope: 'col', text: heading })));
  const body = rows.map((cells) =>
    $('tr', {}, ...cells.map((cell, index) => (index === 0 ? $('th', { scope: 'row' }, cell) : $('td', {}, cell)))),
  );
  return $(
    'div',
    { class: 'table-wrap' },
    $('table', {}, $('caption', { text: caption }), $('thead', {}, head), $('tbody', {}, ...body)),
  );
}

const code = (text) => (text ? $('code', { text }) : '—');

/** The element's snippet: its script from this portal and the tag with an embed key placeholder. */
function snippetOf(element, modulePath) {
  const example = EXAMPLES[element.tagName] ?? { snippet: {} };
  const known = new Set((element.attributes ?? []).map((attribute) => attribute.name));
  const attributes = {
    ...(example.noKey ? {} : { 'embed-key': KEY_PLACEHOLDER }),
    'api-base': `${portal}/api/`,
    'auth-base': `${portal}/auth/`,
    ...example.snippet,
  };
  const lines = Object.entries(attributes)
    .filter(([name]) => known.has(name) || name === 'style')
    .map(([name, value]) => `  ${name}="${value}"`);
  const comment = example.noKey
    ? '<!-- for users with a portal account: they sign in inside the element -->'
    : "<!-- embed-key: a key from the portal's Administration → Embed keys that lists this page's origin -->";
  return [
    `<script type="module" src="${elementsBase}${modulePath}"></script>`,
    comment,
    `<${element.tagName}`,
    ...lines,
    `></${element.tagName}>`,
  ].join('\n');
}

function snippetBlock(id, text, label) {
  return $(
    'div',
    { class: 'snippet' },
    $('pre', { id }, $('code', { text })),
    $('button', { type: 'button', class: 'copy', 'data-copy': id, 'aria-label': label }, 'Copy'),
  );
}

/**
 * Runs `show` once `node` is in view: a live example loads its element's script and data only when the reader
 * gets there (the map's script, its base layer and the chart's are most of what the page would load and run),
 * so the guide itself loads light. Its container holds the element's height meanwhile, so nothing moves.
 */
function whenVisible(node, show) {
  if (!('IntersectionObserver' in window)) return show();
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    show();
  });
  observer.observe(node);
}

/** The live example: loads the element's file and places the element with the page's key or session. */
function liveExample(element, modulePath) {
  const example = EXAMPLES[element.tagName] ?? { live: {} };
  const container = $('div', { class: 'live', 'data-live': element.tagName });
  const mount = () => {
    const live = $(element.tagName, { 'api-base': '/api/', 'auth-base': '/auth/', ...example.live });
    live.classList.add('live-element');
    if (!example.noKey && tryKey) live.setAttribute('embed-key', tryKey);
    container.replaceChildren(live);
    void import(`${elementsBase}${modulePath}`);
  };
  if (!example.onDemand) {
    whenVisible(container, mount);
    return container;
  }
  const show = $('button', { type: 'button' }, `Show a live <${element.tagName}>`);
  show.addEventListener('click', mount);
  container.append(show);
  return container;
}

function elementSection(element, modulePath) {
  const tag = element.tagName;
  const id = `el-${tag}`;
  const example = EXAMPLES[tag] ?? {};
  const attributes = (element.attributes ?? []).map((attribute) => [
    code(attribute.name),
    code(attribute.type?.text),
    code(attribute.default),
    prose(attribute.description),
  ]);
  const properties = (element.members ?? [])
    .filter((member) => member.kind === 'field')
    .map((member) => [code(member.name), code(member.type?.text), code(member.attribute)]);
  const events = (element.events ?? []).map((event) => [
    code(event.name),
    code(event.type?.text?.replace(/^CustomEvent<(.*)>$/, '$1')),
    prose(event.description),
  ]);
  const cssProperties = (element.cssProperties ?? []).map((property) => [
    code(property.name),
    code(property.default),
    prose(property.description),
  ]);
  return $(
    'section',
    { id, class: 'element', 'aria-labelledby': `${id}-heading` },
    $('h2', { id: `${id}-heading` }, $('code', { text: `<${tag}>` }), element.summary ? ` — ${element.summary}` : ''),
    $('p', {}, prose(element.description)),
    $('p', {}, 'Script: ', $('a', { href: `${elementsBase}${modulePath}` }, code(`${elementsBase}${modulePath}`))),
    $('h3', { text: 'Live example' }),
    example.note ? $('p', { class: 'note' }, example.note) : null,
    liveExample(element, modulePath),
    $('h3', { text: 'Snippet' }),
    snippetBlock(`${id}-snippet`, snippetOf(element, modulePath), `Copy the <${tag}> snippet`),
    $('h3', { text: 'Attributes' }),
    table(`Attributes of <${tag}>`, ['Attribute', 'Type', 'Default', 'Description'], attributes),
    $('h3', { text: 'Properties' }),
    table(`Properties of <${tag}> (set from script)`, ['Property', 'Type', 'Attribute'], properties),
    $('h3', { text: 'Events' }),
    table(`Events of <${tag}> (CustomEvent, bubbling out of the shadow root)`, ['Event', 'detail', 'When'], events),
    $('h3', { text: 'CSS custom properties' }),
    table(`CSS custom properties of <${tag}>`, ['Property', 'Default', 'Description'], cssProperties),
  );
}

// ---- the key the live examples use ----
let tryKey = sessionStorage.getItem('mp-embed-try-key') ?? '';

function applyKey(key) {
  tryKey = key;
  if (key) sessionStorage.setItem('mp-embed-try-key', key);
  else sessionStorage.removeItem('mp-embed-try-key');
  for (const live of document.querySelectorAll('.live-element')) {
    if (EXAMPLES[live.localName]?.noKey) continue;
    if (key) live.setAttribute('embed-key', key);
    else live.removeAttribute('embed-key');
  }
}

// ---- copy buttons (buttons, so Enter and Space work; the result is read out) ----
async function copy(button) {
  const source = document.getElementById(button.dataset.copy);
  const status = document.getElementById('copy-status');
  const text = source.textContent;
  try {
    await navigator.clipboard.writeText(text);
    status.textContent = 'Copied to the clipboard.';
  } catch {
    // no clipboard access (plain http, or refused): select it for Ctrl+C
    const range = document.createRange();
    range.selectNodeContents(source);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
    status.textContent = 'Selected: press Ctrl+C (⌘C) to copy.';
  }
  button.textContent = 'Copied';
  setTimeout(() => (button.textContent = 'Copy'), 2000);
}

document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('button.copy') : null;
  if (button) void copy(button);
});

// ---- page wiring ----
document.getElementById('this-origin').textContent = portal;
const keyInput = document.getElementById('try-key-input');
keyInput.value = tryKey;
document.getElementById('try-key').addEventListener('submit', (event) => {
  event.preventDefault();
  applyKey(keyInput.value.trim());
});
document.getElementById('try-key-clear').addEventListener('click', () => {
  keyInput.value = '';
  applyKey('');
});
const themeToggle = document.getElementById('theme-toggle');
themeToggle.addEventListener('click', () => {
  const on = themeToggle.getAttribute('aria-pressed') !== 'true';
  themeToggle.setAttribute('aria-pressed', String(on));
  document.body.classList.toggle('themed', on);
});
const react = document.querySelector('#react-snippet code');
react.textContent = react.textContent.replaceAll('https://portal.example', portal);

async function render() {
  const container = document.getElementById('elements');
  const status = document.getElementById('elements-status');
  try {
    const response = await fetch(document.getElementById('manifest-link').href);
    if (!response.ok) throw new Error(String(response.status));
    const manifest = await response.json();
    const found = manifest.modules.flatMap((module) =>
      (module.declarations ?? []).filter((d) => d.customElement && d.tagName).map((element) => ({ element, module })),
    );
    const order = Object.keys(EXAMPLES);
    found.sort((a, b) => order.indexOf(a.element.tagName) - order.indexOf(b.element.tagName));
    container.replaceChildren(...found.map(({ element, module }) => elementSection(element, module.path)));
    // the contents list is written in the page (so nothing moves when the descriptions arrive): an element the
    // manifest does not describe loses its entry, one it adds (a newer library) gets one
    const toc = document.getElementById('toc');
    const tags = new Set(found.map(({ element }) => element.tagName));
    for (const link of toc.querySelectorAll('a[href^="#el-"]'))
      if (!tags.has(link.getAttribute('href').slice(4))) link.parentElement.remove();
    const theming = toc.querySelector('a[href="#theming"]').parentElement;
    for (const tag of tags)
      if (!toc.querySelector(`a[href="#el-${tag}"]`))
        theming.before($('li', {}, $('a', { href: `#el-${tag}` }, code(`<${tag}>`))));
  } catch {
    for (const link of document.querySelectorAll('#toc a[href^="#el-"]')) link.parentElement.remove();
    status.textContent =
      'The element descriptions (custom-elements.json) could not be loaded: build the elements first.';
    status.setAttribute('role', 'alert');
  } finally {
    container.removeAttribute('aria-busy');
  }
}

// a point chosen on the live map charts its meter in the live chart
document.addEventListener('point-select', (event) => {
  const chart = document.querySelector('[data-live="report-chart"] report-chart');
  if (chart && event.detail?.serial) chart.setAttribute('serial', event.detail.serial);
});

void render();
