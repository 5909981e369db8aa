import { afterEach, describe, expect, it } from 'vitest';
import { adoptStyles, styleRootOf } from './adoptStyles.ts';

const hosts: HTMLElement[] = [];
afterEach(() => hosts.splice(0).forEach((host) => host.remove()));

function shadowHost(): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  hosts.push(host);
  return host.attachShadow({ mode: 'open' });
}

describe('adoptStyles', () => {
  it('adopts a sheet into the shadow root only, once per id', () => {
    const shadow = shadowHost();
    const documentSheets = document.adoptedStyleSheets.length;
    adoptStyles(shadow, 'probe-a', '.a { color: red; }');
    adoptStyles(shadow, 'probe-a', '.a { color: red; }');
    adoptStyles(shadow, 'probe-b', '.b { color: blue; }');
    expect(shadow.adoptedStyleSheets).toHaveLength(2);
    expect(document.adoptedStyleSheets).toHaveLength(documentSheets);
  });

  it('shares one constructed sheet between roots of the same document', () => {
    const first = shadowHost();
    const second = shadowHost();
    adoptStyles(first, 'probe-shared', '.s { color: red; }');
    adoptStyles(second, 'probe-shared', '.s { color: red; }');
    expect(first.adoptedStyleSheets[0]).toBe(second.adoptedStyleSheets[0]);
  });

  it('keeps sheets already adopted by someone else', () => {
    const shadow = shadowHost();
    const own = new CSSStyleSheet();
    shadow.adoptedStyleSheets = [own];
    adoptStyles(shadow, 'probe-c', '.c { color: red; }');
    expect(shadow.adoptedStyleSheets[0]).toBe(own);
    expect(shadow.adoptedStyleSheets).toHaveLength(2);
  });
});

describe('styleRootOf', () => {
  it('finds the shadow root, the document, or the owner document of a detached node', () => {
    const shadow = shadowHost();
    const inside = document.createElement('span');
    shadow.append(inside);
    const outside = document.createElement('span');
    document.body.append(outside);
    expect(styleRootOf(inside)).toBe(shadow);
    expect(styleRootOf(outside)).toBe(document);
    expect(styleRootOf(document.createElement('span'))).toBe(document);
    outside.remove();
  });
});
