import type { Rule, SchemaTypeDefinition } from 'sanity';

import { blockContent } from './objects/blockContent';
import { link } from './objects/link';
import { sectionTypes } from './objects/sections';
import { pageSection, stat } from './objects/pageSection';
import { seo } from './objects/seo';
import { serviceFacts } from './objects/serviceFacts';
import { sustainabilityFact } from './objects/sustainabilityFact';
import { costRates, developmentStages, fragranceRates, freightRates, inclusionRates } from './objects/toolRates';

import { aboutSection } from './documents/aboutSection';
import { author } from './documents/author';
import { certificate } from './documents/certificate';
import { component } from './documents/component';
import { componentRange } from './documents/componentRange';
import { enquiry } from './documents/enquiry';
import { exhibition } from './documents/exhibition';
import { faqItem } from './documents/faqItem';
import { gallery } from './documents/gallery';
import { logo } from './documents/logo';
import { page } from './documents/page';
import { portfolioBrand } from './documents/portfolioBrand';
import { redirect } from './documents/redirect';
import { portfolioItem } from './documents/portfolioItem';
import { post } from './documents/post';
import { serviceImage } from './documents/serviceImage';
import { servicePage } from './documents/servicePage';
import { serviceSection } from './documents/serviceSection';
import { teamMember } from './documents/teamMember';
import { testimonial } from './documents/testimonial';
import { tool } from './documents/tool';
import { video } from './documents/video';

import { aboutPage } from './singletons/aboutPage';
import { creativePage } from './singletons/creativePage';
import { glassPage } from './singletons/glassPage';
import { homePage } from './singletons/homePage';
import { siteSettings } from './singletons/siteSettings';
import { staleDraftWarning } from './lib/warnings';

/** A live singleton warns its editor of a change left unpublished for more than a week. */
const withStaleDraftWarning = <T extends { validation?: unknown }>(type: T): T => ({
  ...type,
  validation: (rule: Rule) => rule.custom((document) => staleDraftWarning(document as { _id?: string; _updatedAt?: string })).warning(),
});

// Singletons have one document each, with the type name as its id.
export const SINGLETON_TYPES = ['siteSettings', 'homePage', 'aboutPage', 'glassPage', 'creativePage'] as const;

export const schemaTypes: SchemaTypeDefinition[] = [
  // objects
  seo,
  blockContent,
  link,
  pageSection,
  ...sectionTypes,
  stat,
  fragranceRates,
  inclusionRates,
  freightRates,
  costRates,
  developmentStages,
  serviceFacts,
  sustainabilityFact,
  // singletons
  withStaleDraftWarning(siteSettings),
  withStaleDraftWarning(homePage),
  withStaleDraftWarning(aboutPage),
  withStaleDraftWarning(glassPage),
  withStaleDraftWarning(creativePage),
  // documents
  aboutSection,
  servicePage,
  serviceSection,
  serviceImage,
  portfolioBrand,
  portfolioItem,
  post,
  author,
  teamMember,
  testimonial,
  logo,
  gallery,
  video,
  faqItem,
  tool,
  page,
  redirect,
  exhibition,
  certificate,
  componentRange,
  component,
  enquiry,
];
