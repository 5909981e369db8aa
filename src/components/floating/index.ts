export { tabbablesIn, deepActiveElement, eventWithin } from './focusables.ts';
export { useOutsidePress } from './useOutsidePress.ts';
export { useAnchoredPosition, type AnchoredPositionOptions } from './useAnchoredPosition.ts';
