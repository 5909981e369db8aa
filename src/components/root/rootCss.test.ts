import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// The widget sheet as written; vitest hands `?inline` and `?raw` CSS over empty.
const rootCss = readFileSync(join(process.cwd(), 'src/components/root/root.css'), 'utf8');

afterEach(() => document.body.replaceChildren());

function styledButton(className: string, where: 'document' | 'shadow'): HTMLButtonElement {
  const host = document.createElement('div');
  document.body.append(host);
  const root = where === 'shadow' ? host.attachShadow({ mode: 'open' }) : document.head;
  const style = document.createElement('style');
  style.textContent = rootCss;
  root.append(style);
  const button = document.createElement('button');
  button.className = className;
  (where === 'shadow' ? root : host).append(button);
  return button;
}

describe.each(['document', 'shadow'] as const)('widget button styles in %s', (where) => {
  it('fills the danger button with the danger token, not the plain white of a button', () => {
    const danger = getComputedStyle(styledButton('mp-button mp-button--danger', where));
    const plain = getComputedStyle(styledButton('mp-button', where));
    expect(danger.backgroundColor).toMatch(/^(#b3261e|rgb\(179, 38, 30\))$/i);
    expect(danger.color).toMatch(/^(#ffffff|#fff|white|rgb\(255, 255, 255\))$/i);
    expect(plain.backgroundColor).not.toBe(danger.backgroundColor);
  });
});
