export { asText, dropEmpty, hasAnyFilter, parseUrlSearch, withFilter, type UrlSearch } from './urlSearch.ts';
export { useUrlTextFilter } from './useUrlTextFilter.ts';
