export interface ListStatusProps {
  /** the message shown when the list failed to load */
  error?: string | null;
  /** the message shown when the filters match nothing */
  noMatches?: string | null;
}

/** What a filtered list says above its grid: that it failed to load, or that the filters match nothing. */
export function ListStatus({ error, noMatches }: ListStatusProps) {
  return (
    <>
      {error ? (
        <p className="mp-problem" role="alert">
          {error}
        </p>
      ) : null}
      {noMatches ? (
        <p className="mp-empty" role="status">
          {noMatches}
        </p>
      ) : null}
    </>
  );
}
