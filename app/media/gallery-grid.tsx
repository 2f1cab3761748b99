import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { ImageProps } from '../sanity/images.ts';
import { FIRST_ROW, ResponsiveImage } from '../ui/responsive-image.tsx';
import { LinkButton } from '../ui/link-button.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';

const loadLightbox = () => import('./lightbox.tsx');
/** The lightbox loads when a visitor heads for an image (hover, focus, touch), or at the latest when they open one. */
const Lightbox = lazy(() => loadLightbox().then((module) => ({ default: module.Lightbox })));
const preloadLightbox = () => void loadLightbox().catch(() => undefined);

export interface GalleryGridImage {
  /** The cropped thumbnail the grid shows. */
  thumb: ImageProps;
  /** The large image the lightbox shows (and the link's target without JavaScript). */
  full: ImageProps;
  caption: string | null;
}

/**
 * A gallery's images in a strict grid (4:5 in four columns for portrait
 * galleries, 3:2 in three for landscape ones; the last row centred), each with
 * its number and caption. Each thumbnail is a plain link to the large image in
 * the server's HTML; once the page's script runs it acts as a button that
 * opens the lightbox at that image (the same element: LinkButton), and
 * focus comes back to it on close.
 * The lightbox is mounted (and its code loaded) the first time one opens.
 */
export function GalleryGrid({
  images,
  orientation,
  label,
  opensPage = true,
}: {
  images: GalleryGridImage[];
  orientation: 'portrait' | 'landscape';
  label: string;
  /** The grid comes right after its page's header (the gallery's page), not further down (an editor's page). */
  opensPage?: boolean;
}) {
  const enhanced = useHydrated();
  const [open, setOpen] = useState<number | null>(null);
  const [opened, setOpened] = useState(false);
  const opener = useRef<number | null>(null);
  const triggers = useRef<(HTMLElement | null)[]>([]);

  useEffect(() => {
    if (open !== null || opener.current === null) return;
    triggers.current[opener.current]?.focus({ preventScroll: true });
    opener.current = null;
  }, [open]);

  const show = useCallback((index: number) => {
    opener.current = index;
    setOpened(true);
    setOpen(index);
  }, []);
  const close = useCallback(() => setOpen(null), []);
  const navigate = useCallback((index: number) => setOpen(index), []);
  const digits = String(images.length).length < 2 ? 2 : String(images.length).length;

  return (
    <>
      <ul className="gallery-grid" data-orientation={orientation}>
        {images.map((item, index) => (
          <li key={`${index}-${item.thumb.src}`} className="gallery-grid__item">
            <figure className="gallery-grid__figure">
              <LinkButton
                enhanced={enhanced}
                onActivate={() => show(index)}
                className="gallery-grid__trigger"
                href={item.full.src}
                aria-haspopup={enhanced ? 'dialog' : undefined}
                ref={(node) => {
                  triggers.current[index] = node;
                }}
                onPointerEnter={preloadLightbox}
                onFocus={preloadLightbox}
              >
                <span className="visually-hidden">View larger: </span>
                {/* Where the grid opens its page, the first row is the largest paint, fetched at once. */}
                <ResponsiveImage image={item.thumb} priority={opensPage && index < FIRST_ROW} />
              </LinkButton>
              <figcaption className="gallery-grid__caption">
                <span className="gallery-grid__number" aria-hidden="true">
                  {String(index + 1).padStart(digits, '0')}
                </span>
                <span>{item.caption ?? item.full.alt}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {enhanced && opened && (
        <Suspense fallback={null}>
          <Lightbox images={images} index={open} label={label} onNavigate={navigate} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
