import { useId, type ReactNode } from 'react';
import cardCss from './card.css?inline';
import { useWidgetStyles } from '../root/useWidgetStyles.ts';

export interface CardProps {
  title?: ReactNode;
  /** Buttons or menus shown at the end of the header. */
  actions?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A titled region; the title names the region so screen-reader users can jump between cards. */
export function Card({ title, actions, footer, children, className }: CardProps) {
  useWidgetStyles('mp-card', cardCss);
  const titleId = useId();
  return (
    <section
      className={className ? `mp-card mp-surface ${className}` : 'mp-card mp-surface'}
      aria-labelledby={title ? titleId : undefined}
    >
      {title || actions ? (
        <header className="mp-card__header mp-surface__header">
          {title ? (
            <h2 className="mp-card__title" id={titleId}>
              {title}
            </h2>
          ) : null}
          {actions ? <div className="mp-card__actions">{actions}</div> : null}
        </header>
      ) : null}
      <div className="mp-card__body">{children}</div>
      {footer ? <footer className="mp-card__footer">{footer}</footer> : null}
    </section>
  );
}
