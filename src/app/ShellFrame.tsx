import type { ReactNode } from 'react';
import { useWidgetStyles } from '../components/root/useWidgetStyles.ts';
import { useLocale } from '../features/common/useLocale.ts';
import shellCss from './styles/shell.css?inline';
import { useShell } from './runtime/ShellContext.ts';

export interface ShellFrameProps {
  children: ReactNode;
}

/**
 * The shell's outermost box: adopts the shell's style sheet into the root it renders in (the page or the
 * element's shadow root) and carries the UI language, so it never has to touch the host's <html>.
 */
export function ShellFrame({ children }: ShellFrameProps) {
  useWidgetStyles('mp-shell', shellCss);
  const { config } = useShell();
  return (
    <div className={config.embedded ? 'mp-app mp-app--embedded' : 'mp-app'} lang={useLocale()}>
      {children}
    </div>
  );
}
