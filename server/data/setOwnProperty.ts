import { HttpError, msg } from '../http/HttpError.ts';

/** Names that reach the prototype chain instead of the object's own properties. */
const PROTOTYPE_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The one audited place where a name from data becomes a property: request data must never become a
 * property path. The prototype's names are refused as bad input (a 400, never a polluted prototype), and
 * the value is defined as an own property, so no setter up the chain runs. Everything else with an open
 * key uses a Map or `Object.fromEntries` (the `no-computed-write` lint rule holds server/ to it).
 */
export function setOwnProperty<V>(target: Record<string, V>, key: string, value: V): void {
  if (PROTOTYPE_NAMES.has(key)) throw new HttpError(400, { detail: msg('invalid') });
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
}

/**
 * Sets `value` at `path` (`['a', 'b']` is `target.a.b`), making the objects on the way as own properties;
 * a step that holds something other than a plain object is replaced, as `??=` would not.
 */
export function setOwnPath(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let node = target;
  for (const step of path.slice(0, -1)) {
    const next = Object.hasOwn(node, step) ? node[step] : undefined;
    if (next !== null && typeof next === 'object') node = next as Record<string, unknown>;
    else {
      const made: Record<string, unknown> = {};
      setOwnProperty(node, step, made);
      node = made;
    }
  }
  setOwnProperty(node, path[path.length - 1], value);
}
