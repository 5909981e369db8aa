import type { Rule } from 'eslint';

/** Types of serverDirection.js, for the tests that read it. */
export declare function layerOf(relativePath: string): { layer: string; rank: number; test: RegExp } | null;
export declare const serverDirection: Rule.RuleModule;
