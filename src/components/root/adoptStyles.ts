const adoptedIds = new WeakMap<Document | ShadowRoot, Set<string>>();
// A constructed sheet may only be adopted by roots of the document that built it, so cache per document.
const sheetsByDocument = new WeakMap<Document, Map<string, CSSStyleSheet>>();

function isDocument(node: Node): node is Document {
  return node.nodeType === Node.DOCUMENT_NODE;
}

function ownerDocumentOf(root: Document | ShadowRoot): Document {
  return isDocument(root) ? root : root.ownerDocument;
}

function sheetFor(doc: Document, id: string, css: string): CSSStyleSheet | null {
  const View = doc.defaultView?.CSSStyleSheet;
  if (!View || typeof View.prototype.replaceSync !== 'function') return null;
  let sheets = sheetsByDocument.get(doc);
  if (!sheets) sheetsByDocument.set(doc, (sheets = new Map<string, CSSStyleSheet>()));
  let sheet = sheets.get(id);
  if (!sheet) {
    sheet = new View();
    sheet.replaceSync(css);
    sheets.set(id, sheet);
  }
  return sheet;
}

/**
 * Adds `css` to a document or shadow root once per `id`. Styles go only into the root that holds the
 * widget, so an embedded element never writes styles into its host page.
 */
export function adoptStyles(root: Document | ShadowRoot, id: string, css: string): void {
  let ids = adoptedIds.get(root);
  if (!ids) adoptedIds.set(root, (ids = new Set<string>()));
  if (ids.has(id)) return;
  ids.add(id);

  const doc = ownerDocumentOf(root);
  const sheet = 'adoptedStyleSheets' in root ? sheetFor(doc, id, css) : null;
  if (sheet) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  // Older engines without constructable style sheets still get a plain <style> element in the same root.
  const style = doc.createElement('style');
  style.dataset.mpStyle = id;
  style.textContent = css;
  (isDocument(root) ? root.head : root).append(style);
}

function isShadowRoot(node: Node): node is ShadowRoot {
  return node.nodeType === Node.DOCUMENT_FRAGMENT_NODE && 'host' in node;
}

/** The document or shadow root a node is rendered in, or its owner document while it is detached. */
export function styleRootOf(node: Node): Document | ShadowRoot {
  const root = node.getRootNode();
  if (isDocument(root) || isShadowRoot(root)) return root;
  return node.ownerDocument ?? (node as Document);
}
