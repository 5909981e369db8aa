/** Query of a list call (DRF LimitOffsetPagination): limit/offset, search, ordering and filters named after fields. */
export interface ListParams {
  limit?: number;
  offset?: number;
  search?: string;
  ordering?: string;
  [filter: string]: string | number | boolean | undefined;
}
