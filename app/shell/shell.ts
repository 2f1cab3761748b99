import type { Certificate } from '../certificates/certificates.ts';
import type { RegisteredOffice } from './company.ts';
import { cataloguePath } from '../urls.ts';

/** What every page's shell (header, footer, structured data) shows, with the defaults used when content is missing. */
export interface SiteSettings {
  companyName: string;
  legalName?: string | null;
  description: string;
  logoUrl?: string | null;
  foundedYear?: number | null;
  address?: { streetAddress?: string; locality?: string; region?: string | null; postalCode?: string; country?: string } | null;
  phone?: string | null;
  email?: string | null;
  openingHours?: string | null;
  /** Companies House number, VAT number and registered office: the footer's statutory line, the structured data's identifiers. */
  companyNumber?: string | null;
  vatNumber?: string | null;
  registeredOffice?: RegisteredOffice | null;
  /** Made on the server from the fields above (company.ts stays out of every page's scripts): the footer's line, the structured data's VAT id. */
  companyStatement?: string | null;
  vatId?: string | null;
  socialLinks: { platform: string; url: string }[];
  /** The footer's quick links, as the editors chose them (each where its page is now); empty: the main pages. */
  quickLinks?: QuickLink[] | null;
  /** A live-chat provider, or nothing (then no chat script ever loads). */
  chat?: ChatSettings | null;
}

export type { ResolvedLink as QuickLink } from '../ui/content-link.tsx';
import type { ResolvedLink as QuickLink } from '../ui/content-link.tsx';

export interface ChatSettings {
  provider?: string | null;
  scriptUrl?: string | null;
  /** The script's Subresource Integrity value, when the provider publishes one. */
  scriptIntegrity?: string | null;
  accountId?: string | null;
  domains?: string[] | null;
}

/** A page of the Services menu: one of the services, Glass or Creative, or a landing page with a menu title (manufacturing). */
export interface MenuService {
  title: string;
  path: string;
  group: 'services' | 'manufacturing';
}

export interface Shell {
  site: SiteSettings;
  services: MenuService[];
  /** The certificates current at the render (the footer's badges), in display order. */
  certificates: Certificate[];
}

/** What the root route gives every page. */
export type ShellData = Shell & {
  siteUrl: string;
  /** Some of the shell's content could not be read (the page shows the notice, the server answers 503). */
  unavailable: boolean;
  preview: boolean;
  /** In a preview, what it shows (`drafts`, `the release “Spring launch”`), for its bar. */
  previewShows?: string | null;
  previewRefused: boolean;
  /** The year in London when the page was made, for the footer's © (none on the error page: the browser's year). */
  year?: number;
  /** The organisation's structured data, serialised on the server (its builder stays out of every page's scripts). */
  organizationLd?: string;
};

export const defaultSite: SiteSettings = {
  companyName: 'Fragrance Manufacturer',
  description:
    'Fragrance creation, private label manufacturing, filling and assembly, packaging and glass for luxury and niche brands, from the United Kingdom.',
  socialLinks: [],
};

/** The six services of the spec and the manufacturing pages, for the menu when the content service cannot be reached. */
export const defaultServices: MenuService[] = [
  { title: 'Fragrance creation', path: '/services/fragrance-creation', group: 'services' },
  { title: 'Fragrance componentry', path: '/services/fragrance-componentry', group: 'services' },
  { title: 'Skincare componentry', path: '/services/skincare-componentry', group: 'services' },
  { title: 'Home fragrance', path: '/services/home-fragrance', group: 'services' },
  { title: 'Secondary packaging', path: '/services/secondary-packaging', group: 'services' },
  { title: 'Gift with purchase', path: '/services/gift-with-purchase', group: 'services' },
  { title: 'Our factory', path: '/uk-fragrance-manufacturer', group: 'manufacturing' },
  { title: 'Private label', path: '/private-label-fragrance', group: 'manufacturing' },
  { title: 'Filling & assembly', path: '/fragrance-filling-assembly', group: 'manufacturing' },
];

/**
 * Glass and Creative are services too (SPEC.md §1: glass bottles and a creative design studio), with pages of their
 * own rather than service documents: the Services menu lists them after the six, under the same names as their
 * top-level links (SPEC.md §2 keeps those), so a buyer scanning the services finds them there as well.
 */
export const pageServices: MenuService[] = [
  { title: 'Glass', path: '/glass', group: 'services' },
  { title: 'Creative', path: '/creative', group: 'services' },
  // What a buyer orders from stock (issue 52): beside the services that supply it, one step from every page.
  { title: 'Stock catalogue', path: cataloguePath, group: 'services' },
];

/** The Services menu: the service documents' pages (or the defaults), with Glass and Creative in the services group. */
export function servicesMenu(services: MenuService[]): MenuService[] {
  const listed = new Set(services.map((service) => service.path));
  return [...services, ...pageServices.filter((service) => !listed.has(service.path))];
}

/** The menu's two groups, in order, with their headings. */
export const serviceGroups = [
  { key: 'services', title: 'Services' },
  { key: 'manufacturing', title: 'Manufacturing' },
] as const;

/** What the shell shows when even the root loader failed (the error page). */
export const fallbackShell: ShellData = {
  preview: false,
  previewRefused: false,
  site: defaultSite,
  services: servicesMenu(defaultServices),
  certificates: [],
  siteUrl: '',
  unavailable: false,
};

/** The desktop navigation of SPEC.md §2 (Services is the dropdown). */
export const primaryNavigation = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about' },
  { label: 'Services', to: '/services' },
  { label: 'Portfolio', to: '/portfolio' },
  { label: 'Glass', to: '/glass' },
  { label: 'Creative', to: '/creative' },
  { label: 'Tools', to: '/tools' },
  { label: 'Blog', to: '/blog' },
] as const;

/** Where visitors see inside the company, linked from the footer and the mobile menu (issue 16: findable, not only from each other). */
export const secondaryNavigation = [
  { label: 'Catalogue', to: cataloguePath },
  { label: 'Galleries', to: '/galleries' },
  { label: 'Videos', to: '/videos' },
  { label: 'FAQ', to: '/faq' },
] as const;
