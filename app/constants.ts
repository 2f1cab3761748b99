/**
 * Every text, limit, delay and size of SPEC.md, with the spec's names, in one
 * place: a change to the spec is a change to one line here.
 */

// §9 Business constants and limits
export const SEARCH_MIN_CHARACTERS = 2;
export const SEARCH_MAX_RESULTS = 10;
export const SEARCH_BLUR_CLOSE_DELAY_MS = 150;
export const COOKIE_BANNER_DELAY_MS = 2000;
export const COOKIE_BANNER_SLIDE_OUT_MS = 300;
export const RETURN_TO_TOP_THRESHOLD_PX = 300;
export const RETURN_TO_TOP_DEBOUNCE_MS = 100;
export const MOBILE_BREAKPOINT_PX = 768;
export const CHAT_WIDGET_MAX_HIDDEN_WIDTH_PX = 768;
export const CHAT_WIDGET_RECHECK_MS = [2000, 5000] as const;
export const TESTIMONIAL_IMAGE_SIZE = { width: 80, height: 80 } as const;
/** A company's wordmark inside the 80×80 circle of a testimonial without a portrait (uncropped, so about 72×36). */
export const TESTIMONIAL_LOGO_WIDTH = 72;
/** A team member's photo on /about and /contact (square; people.css sets how wide it shows). */
export const PERSON_PHOTO_SIZE = { width: 400, height: 400 } as const;
export const TESTIMONIAL_SKELETON_COUNT = 3;
export const HOME_PORTFOLIO_MAX_ITEMS = 6;
export const SERVICE_CARD_IMAGE = { width: 600, height: 400 } as const;
export const HERO_IMAGE = { width: 2700, height: 1336 } as const;
/**
 * The hero's art direction (issue 39): the wide picture cropped to cover an
 * upright box was shown three or four times its file's width, a blur, and
 * under the words. An upright screen below 64rem shows a square crop around
 * the hotspot below the words (home.css); up to 680 CSS px wide, files to
 * 1360 px, about the demo's crop at its natural size.
 */
export const HERO_STACKED_IMAGE = { width: 680, height: 680, media: '(max-width: 63.99rem) and (orientation: portrait)' } as const;
export const LOGO_IMAGE = { width: 160, height: 80 } as const;
export const HASH_SCROLL_DELAY_MS = 100;
export const CAROUSEL_AUTOPLAY_MS = 3000;
export const CAROUSEL_DRAG_THRESHOLD_PX = 3;
export const CAROUSEL_FRICTION = 0.28;
/**
 * Embla 8 has no friction option: its `duration` (20–60, default 25) sets how
 * long a scroll settles. The spec's friction 0.28 becomes duration 28
 * (docs/decisions/0004-home-and-search.md).
 */
export const CAROUSEL_DURATION = Math.round(CAROUSEL_FRICTION * 100);
export const FOUNDED_YEAR = 2004;
/** The spec does not name the key; ours. */
export const CONSENT_STORAGE_KEY = 'cookie-consent';

// §7 Calls
export const CONTENT_API_VERSION = '2023-05-03';
/** The API version that reads content releases (`releases::all()`, release perspectives): previews of a release only (decision 0040). */
export const RELEASES_API_VERSION = '2025-02-19';
export const CONTENT_DATASET = 'production';

/**
 * How long a page waits for the content service before rendering with its
 * built-in defaults (instead of the spec's 5 minutes: a visitor would have
 * left; see docs/decisions/0003-website-foundation.md).
 */
export const CONTENT_REQUEST_TIMEOUT_MS = 3000;

/** Posts on one page of the blog listing (PRODUCT.md: the blog is paginated). */
export const BLOG_PAGE_SIZE = 6;

/** Contact form (PRODUCT.md "Contact"): faster than this from showing the form to sending it is not a person. */
export const ENQUIRY_MIN_FILL_MS = 3000;
/** Enquiries one address may send in ENQUIRY_RATE_WINDOW_MS before it is asked to wait. */
export const ENQUIRY_RATE_LIMIT = 5;

/**
 * Pages made for one address alone a minute (RENDER_RATE_LIMIT), counted by ten seconds (RENDER_RATE_WINDOW_MS): a
 * buyer filtering the catalogue makes a few a minute, and a trade fair's visitors share one address; pages kept from
 * an earlier render are free.
 */
export const RENDER_RATE_LIMIT = 240;
/**
 * Of those, made at once for one address by one instance (RENDER_CONCURRENCY); four times as many more wait their
 * turn. One: a render is the server's own work on its one thread, and an address's second one at once would take
 * the share of another visitor's (bench/RESULTS.md, "One client's renders").
 */
export const RENDER_CONCURRENCY = 1;
/**
 * Requests from one address answered at once by one instance (ADDRESS_CONCURRENCY), whatever they ask for; eight
 * times as many more wait their turn (server/address-turns.ts). A browser asks for six at a time.
 */
export const ADDRESS_CONCURRENCY = 6;
/**
 * Requests from one address answered a second by one instance, past a burst of ten seconds' worth (ADDRESS_RATE):
 * a visitor's page and its files come in a burst, a loop that asks again at once is slowed to this pace.
 */
export const ADDRESS_RATE = 30;

/**
 * Reads of the content service one instance has in flight (CONTENT_READ_CONCURRENCY); more wait in the site, the
 * kept pages' renders first, so the service never refuses the site and a visitor's page never starves them.
 */
export const CONTENT_READ_CONCURRENCY = 16;
export const ENQUIRY_RATE_WINDOW_MS = 10 * 60 * 1000;

/**
 * Pages made for one address alone (a query string, a form) are counted in windows this long, each taking its share
 * of RENDER_RATE_LIMIT a minute: spread over the minute, not a minute's worth in its first seconds.
 */
export const RENDER_RATE_WINDOW_MS = 10_000;
/** A window's share of a limit given a minute. */
export const perRenderWindow = (perMinute: number) => Math.max(1, Math.round((perMinute * RENDER_RATE_WINDOW_MS) / 60_000));

/** At most one acknowledgement e-mail to one address in this window (the form mails whatever address it is given). */
export const ACKNOWLEDGEMENT_WINDOW_MS = 60 * 60 * 1000;
/** The most calculator estimates one brief carries. */
export const MAX_ESTIMATES = 5;
/** The largest enquiry body the server reads. */
export const ENQUIRY_MAX_BODY_BYTES = 32 * 1024;
/** Files with one brief: at most this many, each and all together at most this large (app/contact/attachments.server.ts). */
export const MAX_ATTACHMENTS = 5;
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_ATTACHMENTS_BYTES = 20 * 1024 * 1024;
/** A brief sent with its files (multipart): the files, and room for the form's own fields. */
export const BRIEF_MAX_BODY_BYTES = MAX_ATTACHMENTS_BYTES + 256 * 1024;
/** Preview links one address may have checked per window: each costs a query with the read token; an editor needs a few. */
export const PREVIEW_LINK_RATE_LIMIT = 20;
export const PREVIEW_LINK_RATE_WINDOW_MS = 10 * 60 * 1000;

// §2 Texts
export const DEFAULT_HOME_TITLE = 'Global Fragrance Manufacturer | UK Headquarters | Full Service Production';
export const SEARCH_PLACEHOLDER = 'Search...';
export const SEARCH_LOADING_TEXT = 'Searching...';
export const SEARCH_EMPTY_TEXT = 'No results found';
export const TESTIMONIALS_TITLE = 'What Our Clients Say';
export const TESTIMONIALS_EMPTY_TEXT = 'No testimonials available.';
export const PORTFOLIO_ALL_FILTER = 'All Products';
export const PORTFOLIO_NO_MATCH_TEXT = 'No portfolio items match the selected filter.';
export const PORTFOLIO_VIEW_ALL_TEXT = 'View All Projects';
export const PORTFOLIO_IMAGE_ERROR_TEXT = 'Image Not Available';

// What one visitor may ask of the site (docs/decisions/0013-hostile-traffic.md)
/** The longest search text the site runs; the rest is cut off. */
export const SEARCH_MAX_CHARACTERS = 100;
/** Searches one address may make per window: the type-ahead sends one per pause in typing. */
export const SEARCH_RATE_LIMIT = 60;
export const SEARCH_RATE_WINDOW_MS = 10_000;
/** Search queries the site runs at once (the content service's workers serve the pages too), and how many may wait. */
export const SEARCH_CONCURRENCY = 2;
export const SEARCH_QUEUE = 16;
