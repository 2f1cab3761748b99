import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/**
 * The libraries every page runs, in one module: React, React DOM with its scheduler, React Router (and Vite's preload
 * helper). On a phone over HTTP/1.1 each module is a request of its own on one of six connections, and the page comes
 * alive only once all have arrived: two modules cost a round trip more than one, about half a second in Chrome's
 * slow-4G throttling, against a longer task as the one module is evaluated (decision 0030, amending 0027).
 */
const framework = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|vite[\\/]preload-helper/;
/** The tool cards, their icons and the calculators' loaders (which start a calculator's download on intent). */
const toolCards = /[\\/]app[\\/]tools[\\/](tool-cards\.tsx|tool-icon\.tsx|calculator-modules\.ts)$/;
/**
 * The site's own code every page runs or nearly: the shell (header, footer, menus, banners), the shared
 * UI pieces, the address and SEO helpers and the routes' handle maker (a module of its own was a request for 50 bytes). Not the rich-text renderer (a chunk of its own), the
 * carousel (the home page's), the listings' pagination (the blog's, the catalogue's, the search's), the chat provider's loader and the
 * preview's visual editing (loaded on demand: caught here, they would bring their code to every page), nor route modules, which stay
 * entries of their own.
 * Each area's stylesheet address (a few bytes) joins it rather than making a request of its own, and so do the tool
 * cards (1 KB: /tools and every tool page show them, and a module of their own was a request more on each, which on a
 * phone waits for a free connection and then its own round trip; see `content`).
 */
const shell = (id: string) =>
  (/[\\/]app[\\/]((ui|seo|shell)[\\/]|urls\.ts|constants\.ts|route-handle\.ts|sanity[\\/]srcset\.ts)/.test(id) &&
    !/rich-text|portable-text|carousel|visual-editing|chat-loader|pagination|\.route\./.test(id)) ||
  /[\\/]app[\\/]\w+[\\/](stylesheet\.ts|[\w-]+\.css\?url)$/.test(id) ||
  toolCards.test(id);

/**
 * The portfolio's grid and cards, the testimonials and the logo strip, which the home page shows beside the
 * portfolio's own pages, the service pages and the editors' pages: one module for them all, not one per piece (each a
 * request of its own on a slow connection; the logo strip alone would be one more on the home page).
 */
const showcase = /[\\/]app[\\/](portfolio[\\/](portfolio-grid\.tsx|portfolio\.ts)|home[\\/](testimonials-section|trust-section)\.tsx)$/;

/** The Portable Text renderer and its library: the pages with rich text load it. */
const richText = /[\\/]app[\\/]ui[\\/](rich-text|portable-text)\.tsx?$|node_modules[\\/]@portabletext[\\/]/;
/**
 * The pieces of the content pages (the services, the singleton pages, the FAQ) and the enquiry form: the page
 * sections, the people, the kinds of brief. One module, not four of a kilobyte or less each: on a phone over HTTP/1.1 a
 * request beyond the six connections waits for a free one and then its own round trip (half a second in the bench's
 * throttling), against a few milliseconds for the kilobytes a page loads and does not run. Not the certificates, which
 * the policies show without any section (the sections bring the rich text and the showcase with them).
 */
const content = /[\\/]app[\\/](pages[\\/](sections|content-page|sustainability-table|people)\.tsx|contact[\\/]brief-kinds\.ts)$/;
/**
 * What the calculators share (the form, its fields and figures, the result's frame): one chunk beside the
 * calculator a tool page shows (app/tools/tool.route.tsx loads only that one). Not the tool cards, which
 * /tools shows without any calculator (they are in the shell).
 */
const toolKit = (id: string) => /[\\/]app[\\/]tools[\\/]/.test(id) && !/\.route\.|-tool\.tsx$/.test(id) && !toolCards.test(id);

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // Hashed file names under /assets are served with immutable caching by server/app.ts.
    assetsInlineLimit: 0,
    // The client build's manifest: a tool page preloads its calculator's modules (app/tools/calculator-assets.server.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // Chunks by what loads them (two that every page does, then rich text, the showcase, the content pages' pieces
        // and the tool pages' kit), in place of the twenty-odd small ones automatic splitting made of modules shared
        // by the routes: fewer requests, each with its headers, and better compression
        // (docs/decisions/0022-scripts-as-sent.md).
        codeSplitting: {
          groups: [
            { name: 'framework', test: framework, priority: 4 },
            { name: 'shell', test: shell, priority: 3 },
            { name: 'rich-text', test: richText, priority: 2 },
            { name: 'showcase', test: showcase, priority: 2 },
            // Below the showcase: the portfolio's rules the sections use stay with it, so the home page loads no sections.
            { name: 'content', test: content, priority: 1 },
            { name: 'tools', test: toolKit, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
