/**
 * A box whose content may scroll sideways (a wide table, a row of cards on a
 * phone): a named region that can take focus, so it can be scrolled from the
 * keyboard too (axe: scrollable-region-focusable), and that positions what it
 * holds (base.css), so its visually hidden words scroll with it.
 */
export function ScrollRegion({ label, className, children }: { label: string; className?: string; children: React.ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={className ? `scroll-region ${className}` : 'scroll-region'} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
