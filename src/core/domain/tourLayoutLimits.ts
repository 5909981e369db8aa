/**
 * Bounds of a converter's layout (wizard mapping or saved converter). A mapping is data from a request: each
 * bound keeps one small upload from costing the server unbounded memory or time on import or export.
 */
export const TOUR_LAYOUT_LIMITS = {
  /** `#n` column positions of a table (csv, xlsx) */
  maxColumns: 1_000,
  /** the last character a fixed-width `start:length` may reach */
  maxLineLength: 4_096,
  /** names in an XML path (`meter/serial` has two) */
  maxPathSteps: 10,
  /** characters of one name in an XML path */
  maxNameLength: 64,
  /** element nesting an XML file may have */
  maxXmlDepth: 64,
} as const;

/** Names that would reach an object's prototype if a path step ever became a property name. */
export const RESERVED_PATH_NAMES: readonly string[] = ['__proto__', 'constructor', 'prototype'];
