export interface ButtonGroupProps<T extends string> {
  /** names the group for assistive technology */
  label: string;
  /** shown on hover over the group */
  title?: string;
  className: string;
  buttonClassName: string;
  items: readonly T[];
  text: (item: T) => string;
  /** the chosen item is pressed; without it the buttons are plain actions */
  pressed?: (item: T) => boolean;
  disabled?: boolean;
  onPick: (item: T) => void;
}

/** A labelled row of buttons, one an item: the report presets to choose from, or the export formats. */
export function ButtonGroup<T extends string>(props: ButtonGroupProps<T>) {
  const { pressed } = props;
  return (
    <div className={props.className} role="group" aria-label={props.label} title={props.title}>
      {props.items.map((item) => (
        <button
          key={item}
          type="button"
          className={props.buttonClassName}
          aria-pressed={pressed ? pressed(item) : undefined}
          disabled={props.disabled}
          onClick={() => props.onPick(item)}
        >
          {props.text(item)}
        </button>
      ))}
    </div>
  );
}
