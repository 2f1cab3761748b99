import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '../ui/use-hydrated.ts';
import previewCss from './preview.css?url';

// Downloaded only in preview: visitors never load the visual-editing code.
const VisualEditingOverlay = lazy(() => import('./visual-editing.tsx'));

/** The preview bar's styles, for the pages that show it or the refused-preview notice (React puts the link in the head, once). */
export function PreviewStylesheet() {
  return <link rel="stylesheet" href={previewCss} precedence="default" />;
}

/** A slim bar saying what this preview shows (drafts, or a content release), with the way out; and the Studio's click-to-edit overlay. */
export function PreviewBar({ shows }: { shows: string }) {
  const { pathname, search } = useLocation();
  const mounted = useHydrated();
  const exit = new URLSearchParams(search);
  exit.set('preview', 'false');
  return (
    <>
      <PreviewStylesheet />
      <div className="preview-bar" role="region" aria-label="Preview">
        <span>Preview — you are seeing {shows}</span>
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
