/** Registers an element under `name` once; a page that loads the element twice keeps the first. */
export function defineOnce(name: string, element: CustomElementConstructor): void {
  if (!customElements.get(name)) customElements.define(name, element);
}
