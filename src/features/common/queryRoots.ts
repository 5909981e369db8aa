/**
 * The key every charted report series starts with, kept here so that the tasks feature can refresh the charts
 * after a readout generation without importing the reports feature (which imports tasks to start them).
 */
export const REPORT_SERIES_KEY = ['reports', 'report'] as const;
