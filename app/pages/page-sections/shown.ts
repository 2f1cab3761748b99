/**
 * The sections that show another area's pieces (shown-section.tsx: a quote, the logo strip, a video, a gallery,
 * catalogue parts) come with a module of their own, which the browser fetches once the page is alive and only on a
 * page that has one: the catch-all route's other pages, the not-found page among them, carry none of its script.
 * On the server the document is rendered whole before it is sent (app/entry.server.tsx), so the section is in the
 * first HTML, in its place, and works as links until its module arrives.
 */
import { lazy } from 'react';
import type { PageSection } from './page-sections.tsx';

export type ShownSectionKind = Extract<PageSection, { kind: 'quote' | 'logos' | 'video' | 'gallery' | 'parts' }>;

export const LazyShownSection = lazy(() => import('./shown-section.tsx'));
