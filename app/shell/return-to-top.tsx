import { useEffect, useState } from 'react';
import { RETURN_TO_TOP_DEBOUNCE_MS, RETURN_TO_TOP_THRESHOLD_PX } from '../constants.ts';
import { ArrowUpIcon } from '../ui/icons.tsx';

/**
 * A link to the top of the page, shown once it is scrolled past 300 px. From
 * the first paint it is a plain link that shell.css shows by the scroll
 * position itself (a scroll-driven animation, where the browser has them);
 * once the page's script runs, the position is checked at once and then
 * 100 ms after scrolling settles (SPEC.md §2), and the way back is smooth
 * unless the visitor asks for reduced motion, with focus on the main content.
 */
export function ReturnToTop() {
  // Unknown until the page's script runs: the stylesheet decides until then.
  const [visible, setVisible] = useState<boolean | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => setVisible(window.scrollY > RETURN_TO_TOP_THRESHOLD_PX);
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(check, RETURN_TO_TOP_DEBOUNCE_MS);
    };
    // Where the visitor already is: they may have scrolled before the page came alive.
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  return (
    <a
      href="#top"
      className="return-to-top"
      data-visible={visible ?? undefined}
      tabIndex={visible === false ? -1 : undefined}
      onClick={(event) => {
        event.preventDefault();
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon />
      <span className="visually-hidden">Back to top</span>
    </a>
  );
}
