import type { EmbeddingAttributes } from './EmbeddingAttributes.ts';

/** The attributes of `<meter-map>` as r2wc passes them to the view and on to its map panel. */
export interface MeterMapAttributes extends EmbeddingAttributes {
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
