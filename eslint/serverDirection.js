import path from 'node:path';
import { serverLayers } from './serverLayers.js';

/**
 * Server files import one way: down the layers of serverLayers.js (the wiring, the seed, the modules from the
 * highest down, the shared domain, the foundation, the floor). An import of a layer above, or a server file no
 * layer names, is an error. Type-only imports count too: they tie the files together as much.
 */
const toRegExp = (pattern) =>
  new RegExp(
    `^${pattern
      .split(/(\*\*\/?|\*)/)
      .map((part) =>
        part.startsWith('**') ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('')}$`,
  );

const single = [];
const folders = [];
serverLayers.forEach(({ layer, files }, rank) => {
  for (const pattern of files)
    (pattern.includes('*') ? folders : single).push({ layer, rank, test: toRegExp(pattern) });
});

/** The layer and rank (0 at the top) of a path relative to the repository, or null outside server/ or unplaced. */
export function layerOf(relativePath) {
  const file = relativePath.split(path.sep).join('/');
  return single.find((entry) => entry.test.test(file)) ?? folders.find((entry) => entry.test.test(file)) ?? null;
}

const isServerSource = (file) =>
  file.startsWith('server/') && !file.endsWith('.test.ts') && !file.startsWith('server/db/migrations/');

export const serverDirection = {
  meta: {
    type: 'problem',
    messages: {
      upward: '{{from}} may not import {{to}} (a layer above it): see eslint/serverLayers.js and docs/architecture.md.',
      unplaced: '{{file}} belongs to no layer of eslint/serverLayers.js: place its folder there first.',
    },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    if (!isServerSource(file)) return {};
    const own = layerOf(file);
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path
        .relative(root, path.resolve(path.dirname(context.filename), source))
        .split(path.sep)
        .join('/');
      if (!target.startsWith('server/')) return;
      const theirs = layerOf(target);
      if (theirs && theirs.rank < own.rank)
        context.report({ node, messageId: 'upward', data: { from: own.layer, to: theirs.layer } });
    };
    return {
      Program(node) {
        if (!own) context.report({ node, messageId: 'unplaced', data: { file } });
      },
      ImportDeclaration: (node) => own && check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => own && node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => own && check(node.source, node.source.value),
      ImportExpression: (node) => own && node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
