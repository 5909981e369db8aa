import type { ButtonHTMLAttributes } from 'react';
import { useWidgetStyles } from '../root/useWidgetStyles.ts';
import linkButtonCss from './linkButton.css?inline';

export type LinkButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'>;

/**
 * A button that reads as a link: a grid cell's name that opens its row, or a "load all" in a sentence.
 * Underlined on hover and while `aria-current` (the row open beside the list).
 */
export function LinkButton(props: LinkButtonProps) {
  useLinkButtonStyles();
  return <button type="button" className="mp-link-button" {...props} />;
}

/** The look of a link button, for a real link (`<a href>`) that opens a row (`RowLink`). */
export function useLinkButtonStyles(): void {
  useWidgetStyles('mp-link-button', linkButtonCss);
}
