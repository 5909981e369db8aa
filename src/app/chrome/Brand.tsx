import { PRODUCT } from '../../core/domain/index.ts';

export interface BrandProps {
  /** the motto under the name (guest pages) */
  withMotto?: boolean;
}

/** Logo, product name and, on guest pages, the motto. */
export function Brand({ withMotto = false }: BrandProps) {
  return (
    <div className="mp-brand">
      <svg className="mp-brand__logo" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <path d="M16 3C16 3 6 14.5 6 20.5a10 10 0 0 0 20 0C26 14.5 16 3 16 3z" fill="currentColor" />
        <path d="M11 21a5 5 0 0 0 5 5" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="mp-brand__text">
        <span className="mp-brand__name">{PRODUCT.name}</span>
        {withMotto ? <span className="mp-brand__motto">{PRODUCT.motto}</span> : null}
      </span>
    </div>
  );
}
