/**
 * A link that acts as a button once the page's script runs (`enhanced`),
 * keeping the element: swapping the server's `<a>` for a `<button>` after
 * hydration made React build the element again with its picture, on every
 * thumbnail of a gallery at once (issue 17: the longest task on the gallery
 * and video pages). It stays a link for a click with a modifier key or
 * another mouse button (a new tab), and until the script has run.
 */
export function LinkButton({
  enhanced,
  onActivate,
  href,
  children,
  ...link
}: React.ComponentProps<'a'> & { href: string; enhanced: boolean; onActivate: () => void }) {
  const asButton: React.ComponentProps<'a'> = enhanced
    ? {
        role: 'button',
        onClick: (event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          onActivate();
        },
        // A button also answers the space bar, which would scroll the page past a link.
        onKeyDown: (event) => {
          if (event.key !== ' ') return;
          event.preventDefault();
          onActivate();
        },
      }
    : {};
  return (
    <a {...link} href={href} {...asButton}>
      {children}
    </a>
  );
}
