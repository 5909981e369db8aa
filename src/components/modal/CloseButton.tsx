export interface CloseButtonProps {
  /** What closes, for screen readers: the button shows only a cross. */
  label: string;
  onClick: () => void;
}

/** The cross in the corner of a dialog or side panel. */
export function CloseButton({ label, onClick }: CloseButtonProps) {
  return (
    <button type="button" className="mp-button mp-button--icon" aria-label={label} onClick={onClick}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path stroke="currentColor" strokeWidth="2" d="M6 6l12 12M18 6L6 18" />
      </svg>
    </button>
  );
}
