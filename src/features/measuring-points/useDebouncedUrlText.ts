import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../../components/data-grid/index.ts';

/**
 * A text filter backed by the URL: the input follows every keystroke, the URL only what stayed for 300 ms
 * (spec section 9). When the URL changes on its own (back button, a link), the input takes its value.
 */
export function useDebouncedUrlText(urlValue: string, commit: (value: string) => void): [string, (v: string) => void] {
  const [text, setText] = useState(urlValue);
  const [seen, setSeen] = useState(urlValue);
  if (urlValue !== seen) {
    setSeen(urlValue);
    setText(urlValue);
  }
  const settled = useDebouncedValue(text);
  const lastSettled = useRef(settled);
  useEffect(() => {
    if (lastSettled.current === settled) return;
    lastSettled.current = settled;
    if (settled !== urlValue) commit(settled);
  }, [settled, urlValue, commit]);
  return [text, setText];
}
