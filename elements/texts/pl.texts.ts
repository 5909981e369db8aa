// The sections of the pl texts the standalone elements show, so they do not load the whole portal's file.
export { map, reports, widgets } from '../../locales/pl.json';
