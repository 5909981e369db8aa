import { toast, ToastContainer } from 'react-toastify/unstyled';
import toastifyCss from 'react-toastify/ReactToastify.css?inline';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useWidgetStyles } from '../../components/root/useWidgetStyles.ts';
import { useShell } from '../runtime/ShellContext.ts';

/**
 * The toast container of this instance, rendered inside the portal root; the unstyled build of
 * react-toastify never injects its style sheet into the host document, it is adopted into our root instead.
 * It arrives in its own chunk after the first screen (see RootLayout); toasts sent meanwhile wait for it.
 */
export function Toasts() {
  const { t } = useTranslation();
  const { toastContainerId, attachToasts } = useShell();
  useWidgetStyles('mp-toastify', toastifyCss);
  // After the container's own effects have registered it, so waiting toasts find it.
  useEffect(() => attachToasts(toast), [attachToasts]);
  return (
    <ToastContainer
      containerId={toastContainerId}
      position="bottom-left"
      newestOnTop
      closeOnClick
      pauseOnFocusLoss={false}
      theme="colored"
      aria-label={t('app.notifications')}
    />
  );
}
