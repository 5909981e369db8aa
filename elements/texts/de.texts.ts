// The sections of the de texts the standalone elements show, so they do not load the whole portal's file.
export { map, reports, widgets } from '../../locales/de.json';
