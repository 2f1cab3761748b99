import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

// Downloaded only in preview: visitors never load the visual-editing code.
const VisualEditingOverlay = lazy(() => import('./visual-editing.tsx'));

/** A slim bar saying this is a preview of drafts, with the way out; and the Studio's click-to-edit overlay. */
export function PreviewBar() {
  const { pathname, search } = useLocation();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const exit = new URLSearchParams(search);
  exit.set('preview', 'false');
  return (
    <>
      <div className="preview-bar" role="region" aria-label="Preview">
        <span>Preview — you are seeing drafts</span>
        <a href={`${pathname}?${exit}`}>Exit preview</a>
      </div>
      {mounted && (
        <Suspense fallback={null}>
          <VisualEditingOverlay />
        </Suspense>
      )}
    </>
  );
}
