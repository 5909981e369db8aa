import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../data-grid/index.ts';

/**
 * A typed filter backed by the URL: the input follows every keystroke, the URL only the value that stayed
 * 300 ms. When the URL changes on its own (back button, a link), the input takes its value.
 */
export function useUrlTextFilter(urlValue: string, commit: (value: string) => void): [string, (value: string) => void] {
  const [text, setText] = useState(urlValue);
  const [seenUrlValue, setSeenUrlValue] = useState(urlValue);
  if (urlValue !== seenUrlValue) {
    setSeenUrlValue(urlValue);
    setText(urlValue);
  }
  const settled = useDebouncedValue(text);
  const lastSettled = useRef(settled);
  useEffect(() => {
    // Only a newly settled value is committed; a URL change alone must not push the old text back.
    if (lastSettled.current === settled) return;
    lastSettled.current = settled;
    if (settled !== urlValue) commit(settled);
  }, [settled, urlValue, commit]);
  return [text, setText];
}
