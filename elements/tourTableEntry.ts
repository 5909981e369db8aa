import { defineTourTable } from './tourTableElement.ts';

// dist/elements/tour-table.js: the tour table alone, without the portal shell.
defineTourTable();

export { defineTourTable, TourTableElement } from './tourTableElement.ts';
