/** Types of serverLayers.js, for the tests that read it. */
export interface ServerLayer {
  layer: string;
  files: string[];
}
export declare const serverLayers: ServerLayer[];
