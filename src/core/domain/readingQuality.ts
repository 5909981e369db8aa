/**
 * How far a stored reading can be trusted: as the meter sent it, estimated by the portal (with the method),
 * corrected by hand (the original kept in the audit trail), or rejected (kept, never shown as a value).
 */
export const READING_QUALITIES = ['measured', 'estimated', 'edited', 'rejected'] as const;
export type ReadingQuality = (typeof READING_QUALITIES)[number];

/** The qualities a report point names when its bucket holds such readings (measured is the rule, rejected never shown). */
export const REPORT_QUALITIES = ['estimated', 'edited'] as const;
export type ReportQuality = (typeof REPORT_QUALITIES)[number];

/** How missing readings are estimated: linear on the register between the good readings around a gap. */
export const ESTIMATION_METHODS = ['linear'] as const;
export type EstimationMethod = (typeof ESTIMATION_METHODS)[number];

/** What a hand edit does to readings; `estimate` is written by an estimation run. */
export const READING_EDIT_ACTIONS = ['correct', 'reject', 'restore'] as const;
export type ReadingEditRequestAction = (typeof READING_EDIT_ACTIONS)[number];
export type ReadingEditAction = ReadingEditRequestAction | 'estimate';

/** The longest range one edit or estimation may cover. */
export const MAX_EDIT_RANGE_DAYS = 366;

/** The meter's reading interval: readings are 15 minutes apart. */
export const READING_INTERVAL_MS = 15 * 60_000;
