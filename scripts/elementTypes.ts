/** The parts of custom-elements.json the declarations are made from. */
export interface ManifestElement {
  name: string;
  tagName: string;
  description?: string;
  attributes?: Array<{ name: string; fieldName?: string; type?: { text: string }; description?: string }>;
  members?: Array<{ kind: string; name: string; type?: { text: string }; description?: string }>;
  events?: Array<{ name: string; type?: { text: string }; description?: string }>;
}

export interface Manifest {
  modules: Array<{
    path: string;
    declarations?: Array<{ kind: string; customElement?: boolean } & Partial<ManifestElement>>;
  }>;
}

export const elementsOf = (manifest: Manifest): ManifestElement[] =>
  manifest.modules.flatMap((module) =>
    (module.declarations ?? []).filter((declaration): declaration is ManifestElement & { kind: string } =>
      Boolean(declaration.customElement && declaration.tagName && declaration.name),
    ),
  );

const comment = (text: string | undefined, indent: string) =>
  text ? `${indent}/** ${text.replace(/\*\//g, '*\\/')} */\n` : '';
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

/** An attribute's value in JSX: numbers also as text, flags as a boolean (React 19 writes `true` as ""). */
function attributeType(text = 'string'): string {
  if (text === 'number') return 'number | string';
  if (text === 'boolean') return 'boolean | string';
  return text;
}

function element(element: ManifestElement): string {
  const base = element.name;
  const events = element.events ?? [];
  const attributes = element.attributes ?? [];
  const fields = (element.members ?? []).filter((member) => member.kind === 'field');
  let out = `${comment(`\`<${element.tagName}>\`: ${element.description ?? ''}`, '')}export interface ${base} extends HTMLElement {\n`;
  for (const field of fields)
    out += `${comment(field.description, '  ')}  ${key(field.name)}?: ${field.type?.text ?? 'string'};\n`;
  if (events.length) {
    out += `  addEventListener<K extends keyof ${base}EventMap>(type: K, listener: (this: ${base}, event: ${base}EventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;\n`;
    out += `  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;\n`;
    out += `  removeEventListener<K extends keyof ${base}EventMap>(type: K, listener: (this: ${base}, event: ${base}EventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;\n`;
    out += `  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;\n`;
  }
  out += '}\n\n';
  out += `/** The events of \`<${element.tagName}>\` (they bubble and cross the shadow root). */\nexport interface ${base}EventMap {\n`;
  for (const event of events)
    out += `${comment(event.description, '  ')}  ${key(event.name)}: ${event.type?.text ?? 'CustomEvent'};\n`;
  out += '}\n\n';
  out += `/** The attributes of \`<${element.tagName}>\` in JSX, and its events as React 19 listens for them (\`on\` + the event's name). */\nexport interface ${base}Attributes {\n`;
  for (const attribute of attributes)
    out += `${comment(attribute.description, '  ')}  ${key(attribute.name)}?: ${attributeType(attribute.type?.text)};\n`;
  for (const event of events)
    out += `${comment(event.description, '  ')}  ${key(`on${event.name}`)}?: (event: ${base}EventMap['${event.name}']) => void;\n`;
  out += '}\n';
  return out;
}

/**
 * The TypeScript declarations of the elements a manifest describes: each element's properties and typed
 * events, its attributes and event props for JSX, `HTMLElementTagNameMap` (so `querySelector('meter-map')` is
 * typed) and React 19's `JSX.IntrinsicElements`.
 */
export function elementTypes(manifest: Manifest): string {
  const elements = elementsOf(manifest).sort((a, b) => a.tagName.localeCompare(b.tagName));
  let out = `// Generated from custom-elements.json by \`npm run build:manifest\`; do not edit.\nimport type { DetailedHTMLProps, HTMLAttributes } from 'react';\n\n`;
  out += elements.map(element).join('\n');
  out += '\ndeclare global {\n  interface HTMLElementTagNameMap {\n';
  for (const { tagName, name } of elements) out += `    '${tagName}': ${name};\n`;
  out += '  }\n}\n\n';
  out += "declare module 'react' {\n  namespace JSX {\n    interface IntrinsicElements {\n";
  for (const { tagName, name } of elements)
    out += `      '${tagName}': ${name}Attributes & DetailedHTMLProps<HTMLAttributes<${name}>, ${name}>;\n`;
  out += '    }\n  }\n}\n';
  return out;
}
