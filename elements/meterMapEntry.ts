import { defineMeterMap } from './meterMapElement.ts';

// dist/elements/meter-map.js: the map element alone, for pages that embed nothing else.
defineMeterMap();

export { defineMeterMap, MeterMapElement } from './meterMapElement.ts';
