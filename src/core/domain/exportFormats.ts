/** File formats of the meter-group export, in the order the menu offers them. */
export const EXPORT_FORMATS = ['json', 'csv', 'xml'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** File formats of the readout exports (`v1/readouts.{fmt}`, `reports/exports/afm.{fmt}`). */
export const READOUT_EXPORT_FORMATS = ['json', 'xml', 'csv'] as const;
export type ReadoutExportFormat = (typeof READOUT_EXPORT_FORMATS)[number];
