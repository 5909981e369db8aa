import { useEffect, useState } from 'react';

/**
 * Full screen for one element. Inside a shadow root the document reports the host as the full-screen
 * element, so the check asks the element's own root. Where the API is missing (iPhone Safari) or refused,
 * the element is stretched over the viewport with CSS instead.
 */
export function useFullscreen(element: HTMLElement | null) {
  const [native, setNative] = useState(false);
  const [pseudo, setPseudo] = useState(false);

  useEffect(() => {
    if (!element) return;
    const doc = element.ownerDocument;
    const onChange = () => {
      const root = element.getRootNode() as Document | ShadowRoot;
      setNative(root.fullscreenElement === element);
    };
    doc.addEventListener('fullscreenchange', onChange);
    return () => doc.removeEventListener('fullscreenchange', onChange);
  }, [element]);

  useEffect(() => {
    if (!pseudo || !element) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setPseudo(false);
    element.ownerDocument.addEventListener('keydown', onKeyDown);
    return () => element.ownerDocument.removeEventListener('keydown', onKeyDown);
  }, [pseudo, element]);

  const toggle = async () => {
    if (!element) return;
    const doc = element.ownerDocument;
    if (native) await doc.exitFullscreen();
    else if (pseudo) setPseudo(false);
    else if (typeof element.requestFullscreen === 'function' && doc.fullscreenEnabled !== false) {
      await element.requestFullscreen().catch(() => setPseudo(true));
    } else setPseudo(true);
  };

  return { isFullscreen: native || pseudo, pseudo, toggle };
}
