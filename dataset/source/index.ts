// Every document of the demo dataset, published and draft.
import { authors } from './authors.ts';
import { blog } from './blog.ts';
import { certificateDocs } from './certificates.ts';
import { components } from './components.ts';
import { drafts } from './drafts.ts';
import { exhibition } from './exhibition.ts';
import { faq } from './faq.ts';
import { galleries } from './galleries.ts';
import { homePage } from './home.ts';
import type { Doc } from './lib.ts';
import { logos } from './logos.ts';
import { pages } from './pages.ts';
import { portfolio } from './portfolio.ts';
import { services } from './services.ts';
import { siteSettings } from './site-settings.ts';
import { team } from './team.ts';
import { testimonials } from './testimonials.ts';
import { tools } from './tools.ts';
import { videos } from './videos.ts';

export const documents: Doc[] = [
  siteSettings,
  homePage,
  exhibition,
  ...pages,
  ...services,
  ...portfolio,
  ...blog,
  ...authors,
  ...team,
  ...testimonials,
  ...logos,
  ...galleries,
  ...videos,
  ...faq,
  ...tools,
  ...certificateDocs,
  ...components,
  ...drafts,
];
