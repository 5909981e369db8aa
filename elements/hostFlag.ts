/** A boolean attribute of the element hosting `container`: present and not "false". */
export function hostFlag(container: ShadowRoot | HTMLElement | undefined, name: string): boolean {
  const host = container && 'host' in container ? container.host : container;
  const value = host?.getAttribute(name);
  return value !== null && value !== undefined && value !== 'false';
}
