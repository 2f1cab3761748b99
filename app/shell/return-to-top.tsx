import { useEffect, useState } from 'react';
import { RETURN_TO_TOP_DEBOUNCE_MS, RETURN_TO_TOP_THRESHOLD_PX } from '../constants.ts';
import { ArrowUpIcon } from '../ui/icons.tsx';

/** Appears once the page is scrolled past 300 px (checked 100 ms after scrolling settles) and returns to the top. */
export function ReturnToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setVisible(window.scrollY > RETURN_TO_TOP_THRESHOLD_PX), RETURN_TO_TOP_DEBOUNCE_MS);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  return (
    <button
      type="button"
      className="return-to-top"
      data-visible={visible}
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
      onClick={() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon />
      <span className="visually-hidden">Back to top</span>
    </button>
  );
}
