/** The company name set as a wordmark, with the trade it is in beneath. */
export function Wordmark({ name }: { name: string }) {
  return (
    <>
      <span className="wordmark__name">{name}</span>
      <span className="wordmark__tag" aria-hidden="true">
        Fragrance &amp; Packaging
      </span>
    </>
  );
}
