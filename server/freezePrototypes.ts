/**
 * Freezes the prototypes every plain object, array and function inherits from, so a property path
 * built from request data that was missed somewhere (`record[a][b] = value` with `a` = `__proto__`)
 * fails instead of changing every object of the process. Called once by the server start, after its
 * dependencies have loaded and the app is built: code that assigns an inherited name on its own objects
 * (`Foo.prototype.toString = …`, the "override mistake") would throw from then on, so nothing may still
 * be setting itself up. Assignments that would have polluted throw a TypeError in strict code (every ES
 * module) and are ignored in sloppy code.
 */
export function freezePrototypes(): void {
  Object.freeze(Object.prototype);
  Object.freeze(Array.prototype);
  Object.freeze(Function.prototype);
}
