import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CredentialTexts } from './credentialTexts.ts';
import { usePortalServices } from './usePortalServices.ts';

/**
 * A copy button's click handler for `text`: to the clipboard, or, without clipboard access (an insecure page, a
 * refused permission), the field beside the button selected for Ctrl+C. Either way a notice says which.
 */
export function useCopyText(texts: CredentialTexts) {
  const { t } = useTranslation();
  const { notify } = usePortalServices();
  const copy = async (text: string, field: HTMLTextAreaElement | HTMLInputElement | null) => {
    try {
      await navigator.clipboard.writeText(text);
      notify(t(`${texts}.toasts.copied`), { kind: 'success' });
    } catch {
      field?.select();
      notify(t(`${texts}.toasts.copyFailed`), { kind: 'warning' });
    }
  };
  // the field beside the button: document lookups do not reach into the portal's shadow root
  return (text: string) => (event: MouseEvent<HTMLButtonElement>) =>
    void copy(text, event.currentTarget.parentElement?.querySelector('input, textarea') ?? null);
}
