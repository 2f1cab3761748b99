import { lakeStudio } from './lake';

/**
 * The website the Studio previews and links to: the Presentation tool shows it, and an enquiry's files open on it
 * (components/attachment-download.tsx). Against the embedded lake, the page that loads the Studio names it.
 */
export const siteOrigin = lakeStudio?.siteUrl || process.env.SANITY_STUDIO_PREVIEW_ORIGIN || 'http://localhost:3000';
