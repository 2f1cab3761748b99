import { useEffect, useRef } from 'react';
import type { ImageProps } from '../sanity/images.ts';
import { srcSetOf } from '../sanity/srcset.ts';
import { CloseIcon } from '../ui/icons.tsx';
import { announcement, counterText, keyTarget, swipeStep, wrapIndex } from './lightbox-navigation.ts';
import { useModalDialog } from '../ui/use-modal-dialog.ts';

export interface LightboxImage {
  /** The large image (srcset up to about 1600 px, built on the server). */
  full: ImageProps;
  caption: string | null;
}

const focusableSelector = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * A gallery's images one at a time, over the whole screen: a modal native
 * <dialog> (the page behind is inert and does not scroll), Escape or the close
 * button closes it, Tab cycles inside it, ArrowLeft/ArrowRight (and Home/End),
 * the previous/next buttons and a horizontal swipe move through the images,
 * wrapping at both ends. The counter is visible and each change is announced.
 * The caller owns which image is open (`index`, null when closed) and moves
 * focus back to what opened it.
 */
export function Lightbox({
  images,
  index,
  label,
  onNavigate,
  onClose,
}: {
  images: LightboxImage[];
  index: number | null;
  label: string;
  onNavigate: (index: number) => void;
  onClose: () => void;
}) {
  const pointer = useRef<{ id: number; x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const count = images.length;
  const open = index !== null && count > 0;
  const current = open ? wrapIndex(index, count) : 0;
  const item = open ? images[current] : undefined;

  const dialog = useModalDialog(open);

  // Keys work wherever focus is while the dialog is open (a click on the image leaves it on no control).
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const element = dialog.current;
      if (!element || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'Tab') {
        const focusable = [...element.querySelectorAll<HTMLElement>(focusableSelector)].filter((node) => node.getClientRects().length > 0);
        if (focusable.length === 0) return;
        const first = focusable[0]!;
        const last = focusable[focusable.length - 1]!;
        const active = document.activeElement;
        const inside = active instanceof Node && element.contains(active) && active !== element;
        if (event.shiftKey && (!inside || active === first)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (!inside || active === last)) {
          event.preventDefault();
          first.focus();
        }
        return;
      }
      if (count < 2) return;
      const target = keyTarget(event.key, current, count);
      if (target === null || event.shiftKey) return;
      event.preventDefault();
      onNavigate(target);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, current, count, onNavigate, dialog]);

  // The neighbours are fetched ahead, at the size the lightbox will ask for.
  useEffect(() => {
    if (!open || count < 2) return;
    for (const step of [1, -1]) {
      const next = images[wrapIndex(current + step, count)]!.full;
      const preload = new Image();
      preload.decoding = 'async';
      preload.sizes = next.sizes;
      preload.srcset = srcSetOf(next);
    }
  }, [open, current, count, images]);

  const go = (step: number) => onNavigate(wrapIndex(current + step, count));
  const caption = item?.caption ?? item?.full.alt ?? '';

  return (
    <dialog
      ref={dialog}
      className="lightbox"
      aria-label={`${label}: image viewer`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        if (open) onClose();
      }}
    >
      {item && (
        <>
          <div className="lightbox__bar">
            <p className="lightbox__counter" aria-hidden="true">
              {counterText(current, count)}
            </p>
            <p className="lightbox__title">{label}</p>
            <button type="button" className="lightbox__button lightbox__close" onClick={onClose}>
              <CloseIcon />
              <span className="visually-hidden">Close the image viewer</span>
            </button>
          </div>
          {/* Swipes and clicks beside the image; the keyboard has the arrows and Escape (above). */}
          {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events -- pointer-only gestures, keys handled on the document */}
          <div
            className="lightbox__stage"
            onPointerDown={(event) => {
              if (event.pointerType === 'mouse' && event.button !== 0) return;
              pointer.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
              swiped.current = false;
            }}
            onPointerUp={(event) => {
              const start = pointer.current;
              pointer.current = null;
              if (!start || start.id !== event.pointerId || count < 2) return;
              const step = swipeStep(event.clientX - start.x, event.clientY - start.y);
              if (step !== 0) {
                swiped.current = true;
                go(step);
              }
            }}
            onPointerCancel={() => {
              pointer.current = null;
            }}
            onClick={(event) => {
              // A click on the dark space around the image closes, as in every lightbox; the end of a swipe does not.
              if (swiped.current) {
                swiped.current = false;
                return;
              }
              if (event.target === event.currentTarget) onClose();
            }}
          >
            <img
              key={current}
              className="lightbox__image"
              src={item.full.src}
              srcSet={srcSetOf(item.full)}
              sizes={item.full.sizes}
              width={item.full.width}
              height={item.full.height}
              alt={item.full.alt}
              draggable={false}
              decoding="async"
              style={
                {
                  '--ratio': String(item.full.width / item.full.height),
                  ...(item.full.placeholder ? { backgroundImage: `url("${item.full.placeholder}")` } : {}),
                } as React.CSSProperties
              }
            />
          </div>
          <p className="lightbox__caption">{caption}</p>
          {count > 1 && (
            <>
              <button type="button" className="lightbox__button lightbox__nav lightbox__nav--prev" onClick={() => go(-1)}>
                <ChevronIcon />
                <span className="visually-hidden">Previous image</span>
              </button>
              <button type="button" className="lightbox__button lightbox__nav lightbox__nav--next" onClick={() => go(1)}>
                <ChevronIcon />
                <span className="visually-hidden">Next image</span>
              </button>
            </>
          )}
        </>
      )}
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {item ? announcement(current, count, item.caption ?? item.full.alt) : ''}
      </p>
    </dialog>
  );
}

function ChevronIcon() {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.25"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="m9 5 7 7-7 7" />
    </svg>
  );
}
