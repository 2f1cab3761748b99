/**
 * A box whose content may scroll sideways (a wide table, a row of cards on a
 * phone): a named region that can take focus, so it can be scrolled from the
 * keyboard too (axe: scrollable-region-focusable).
 */
export function ScrollRegion({ label, className, children }: { label: string; className?: string; children: React.ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={className} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
