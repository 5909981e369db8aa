import ts from 'typescript';

/**
 * Request data must never become a property path: `record[key] = value` with a key that may be any
 * string (a field name from an upload, a mapping, a query) can write `__proto__` and change every object
 * of the process. Computed writes are allowed only with keys whose type is closed: numbers, symbols,
 * literal strings or unions of them. Anything else goes through the one audited helper,
 * `server/data/setOwnProperty.ts`, or uses a Map or `Object.fromEntries`.
 */
const HELPER = 'server/data/setOwnProperty.ts';

/** Whether every value of the type is a number, a symbol or a string literal other than the dangerous ones. */
function isClosedKey(type) {
  if (type.isUnion()) return type.types.every(isClosedKey);
  const flags = type.getFlags();
  if (flags & (ts.TypeFlags.NumberLike | ts.TypeFlags.ESSymbolLike | ts.TypeFlags.BigIntLike)) return true;
  if (flags & ts.TypeFlags.StringLiteral) return !['__proto__', 'constructor', 'prototype'].includes(type.value);
  return false;
}

export const noComputedWrite = {
  meta: {
    type: 'problem',
    messages: {
      computedWrite: `A computed write with an open key can set __proto__: use setOwnProperty (${HELPER}), a Map or Object.fromEntries.`,
    },
    schema: [],
  },
  create(context) {
    // typescript-eslint's parser services (type information), as for its own type-checked rules
    const services = context.sourceCode.parserServices;
    const check = (target) => {
      if (target.type !== 'MemberExpression' || !target.computed) return;
      const key = target.property;
      if (key.type === 'Literal' && !['__proto__', 'constructor', 'prototype'].includes(String(key.value))) return;
      if (isClosedKey(services.getTypeAtLocation(key))) return;
      context.report({ node: target, messageId: 'computedWrite' });
    };
    return {
      AssignmentExpression: (node) => check(node.left),
      UpdateExpression: (node) => check(node.argument),
    };
  },
};

export const meterPortalPlugin = { rules: { 'no-computed-write': noComputedWrite } };
