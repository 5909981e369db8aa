/** The attributes of `<meter-map>` as r2wc passes them to the view and on to its map panel. */
export interface MeterMapAttributes {
  apiBase?: string;
  authBase?: string;
  token?: string;
  /** a partner page's embed key (`embed-key`) */
  embedKey?: string;
  locale?: string;
  company?: string;
  group?: string;
  /** 'view' (default) or 'pick' */
  mode?: string;
  lat?: number;
  lng?: number;
  zoom?: number;
  tileUrl?: string;
  /** link template for a point's meter in its popup, `{serial}` replaced */
  deviceUrl?: string;
}
