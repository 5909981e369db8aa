// An analyzer plugin for elements made by @r2wc/react-to-web-component: `export const X = r2wc(View, { props })`
// is a call, not a class, so the analyzer sees only a variable. This turns it into the element the page gets.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parse } from 'comment-parser';

/** r2wc's prop types and the type the element's property then has */
const PROP_TYPES = { string: 'string', number: 'number', boolean: 'boolean', json: 'object', function: 'Function' };

const kebab = (name) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const camel = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
const text = (value) => (value ?? '').replace(/^-\s*/, '').replace(/\s+/g, ' ').trim();

/** `--mp-x: value;` of the default token sheet, so a `@cssprop` without a default gets the sheet's. */
export function readTokenDefaults(cssFile) {
  const defaults = new Map();
  for (const match of readFileSync(cssFile, 'utf8').matchAll(/(--mp-[a-z0-9-]+)\s*:\s*([^;]+);/g))
    if (!defaults.has(match[1])) defaults.set(match[1], match[2].trim());
  return defaults;
}

/** The object literal `name` is declared as in `file` (`const NAME = { … }`, `as const` or not). */
function literalIn(ts, file, name) {
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      let value = declaration.initializer;
      if (value && ts.isAsExpression(value)) value = value.expression;
      if (declaration.name.getText(file) === name && value && ts.isObjectLiteralExpression(value)) return value;
    }
  }
  return undefined;
}

/** The object literal a spread in the props names: declared in the element's file or imported from a sibling. */
function spreadLiteral(ts, spread) {
  const source = spread.getSourceFile();
  const name = spread.expression.getText(source);
  const local = literalIn(ts, source, name);
  if (local) return local;
  for (const statement of source.statements) {
    const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined;
    if (!bindings || !ts.isNamedImports(bindings) || !bindings.elements.some((b) => b.name.text === name)) continue;
    const file = resolve(dirname(source.fileName), statement.moduleSpecifier.text);
    const imported = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const found = literalIn(ts, imported, name);
    if (found) return found;
  }
  throw new Error(`${source.fileName}: the props spread ...${name} is no object literal of this file or an import`);
}

/** The `props` object literal of an r2wc call: camelCase name → r2wc type (spreads of shared props included). */
function propsOf(ts, call) {
  const options = call.arguments[1];
  const props = new Map();
  if (!options || !ts.isObjectLiteralExpression(options)) return props;
  const literal = options.properties.find((property) => property.name?.getText() === 'props');
  if (!literal || !ts.isPropertyAssignment(literal) || !ts.isObjectLiteralExpression(literal.initializer)) return props;
  const collect = (object) => {
    for (const property of object.properties) {
      if (ts.isSpreadAssignment(property)) collect(spreadLiteral(ts, property));
      else if (ts.isPropertyAssignment(property) && ts.isStringLiteral(property.initializer))
        props.set(property.name.getText(object.getSourceFile()), property.initializer.text);
    }
  };
  collect(literal.initializer);
  return props;
}

function describe(tag) {
  return {
    name: tag.name,
    ...(tag.type && { type: { text: tag.type } }),
    ...(text(tag.description) && { description: text(tag.description) }),
    ...(tag.default !== undefined && { default: tag.default }),
  };
}

/**
 * The element of one r2wc call: every prop becomes an attribute (kebab-case, as r2wc observes it) and a
 * property (camelCase); the JSDoc above the call adds the tag name, descriptions, allowed values, defaults,
 * events, CSS custom properties, parts and slots in the analyzer's usual tags (`@element`, `@attr`, `@fires`,
 * `@cssprop`, `@csspart`, `@slot`, `@summary`).
 */
function elementOf(ts, statement, call, name, tokenDefaults) {
  const element = {
    kind: 'class',
    name,
    description: '',
    superclass: { name: 'HTMLElement', package: 'global:' },
    customElement: true,
    tagName: '',
    attributes: [],
    members: [],
    events: [],
    cssProperties: [],
    cssParts: [],
    slots: [],
  };
  for (const [prop, r2wcType] of propsOf(ts, call)) {
    const type = { text: PROP_TYPES[r2wcType] ?? 'string' };
    element.attributes.push({ name: kebab(prop), fieldName: prop, type });
    element.members.push({ kind: 'field', name: prop, type, attribute: kebab(prop) });
  }
  const attribute = (tagName) => {
    let found = element.attributes.find((candidate) => candidate.name === tagName);
    if (!found) {
      // read from the host rather than passed by r2wc (a bare flag such as `set-title`)
      found = { name: tagName, fieldName: camel(tagName) };
      element.attributes.push(found);
    }
    return found;
  };
  for (const jsDoc of statement.jsDoc ?? []) {
    for (const block of parse(jsDoc.getFullText(), { spacing: 'preserve' })) {
      element.description = text(block.description) || element.description;
      for (const tag of block.tags) {
        const doc = describe(tag);
        switch (tag.tag) {
          case 'element':
          case 'tagname':
            element.tagName = tag.name;
            break;
          case 'summary':
            element.summary = text(`${tag.name} ${tag.description}`);
            break;
          case 'attr':
          case 'attribute': {
            const target = attribute(tag.name);
            Object.assign(target, doc);
            const member = element.members.find((candidate) => candidate.attribute === tag.name);
            // a flag attribute (`live`) is still a string property: r2wc passes the attribute's text
            const typed = doc.type && doc.type.text !== 'boolean';
            if (member) Object.assign(member, { description: doc.description, ...(typed && { type: doc.type }) });
            if (member && doc.default !== undefined) member.default = doc.default;
            break;
          }
          case 'prop':
          case 'property': {
            const member = element.members.find((candidate) => candidate.name === tag.name);
            if (member) Object.assign(member, doc);
            else element.members.push({ kind: 'field', ...doc });
            break;
          }
          case 'fires':
          case 'event':
            element.events.push(doc);
            break;
          case 'cssprop':
          case 'cssproperty':
            element.cssProperties.push({
              ...doc,
              ...(doc.default === undefined && tokenDefaults.has(tag.name) && { default: tokenDefaults.get(tag.name) }),
            });
            break;
          case 'csspart':
            element.cssParts.push(doc);
            break;
          case 'slot':
            element.slots.push(doc);
            break;
        }
      }
    }
  }
  if (!element.tagName) throw new Error(`${name}: the JSDoc above r2wc(…) names no @element`);
  for (const key of ['events', 'cssProperties', 'cssParts', 'slots']) if (!element[key].length) delete element[key];
  return element;
}

/**
 * @param {{ tokens: string, modules?: Record<string, string> }} options `tokens`: the CSS file whose `--mp-*`
 *   values are the defaults; `modules`: source path → the built file a page loads, named in the manifest instead
 */
export function r2wcElements(options) {
  const tokenDefaults = readTokenDefaults(options.tokens);
  return {
    name: 'meter-portal: r2wc elements',
    analyzePhase({ ts, node, moduleDoc }) {
      if (!ts.isVariableStatement(node)) return;
      for (const declaration of node.declarationList.declarations) {
        const call = declaration.initializer;
        if (!call || !ts.isCallExpression(call) || call.expression.getText() !== 'r2wc') continue;
        const name = declaration.name.getText();
        const element = elementOf(ts, node, call, name, tokenDefaults);
        moduleDoc.declarations = moduleDoc.declarations.filter((other) => other.name !== name);
        moduleDoc.declarations.push(element);
        moduleDoc.exports.push({
          kind: 'custom-element-definition',
          name: element.tagName,
          declaration: { name, module: moduleDoc.path },
        });
      }
    },
    // `customElements.define(name, X)` in a define function gives the analyzer a "tag" named after the variable
    moduleLinkPhase({ moduleDoc }) {
      moduleDoc.exports = moduleDoc.exports?.filter(
        (entry) => entry.kind !== 'custom-element-definition' || entry.name.includes('-'),
      );
    },
    packageLinkPhase({ customElementsManifest }) {
      const built = options.modules ?? {};
      for (const module of customElementsManifest.modules) {
        const path = built[module.path];
        if (!path) continue;
        for (const entry of module.exports ?? [])
          if (entry.declaration.module === module.path) entry.declaration.module = path;
        module.path = path;
      }
    },
  };
}
