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
  socialLinks: { platform: string; url: string }[];
  /** A live-chat provider, or nothing (then no chat script ever loads). */
  chat?: ChatSettings | null;
}

export interface ChatSettings {
  provider?: string | null;
  scriptUrl?: string | null;
  accountId?: string | null;
  domains?: string[] | null;
}

export interface MenuService {
  title: string;
  slug: string;
}

export interface Shell {
  site: SiteSettings;
  services: MenuService[];
}

/** What the root route gives every page. */
export type ShellData = Shell & {
  siteUrl: string;
  /** Some of the shell's content could not be read (the page shows the notice, the server answers 503). */
  unavailable: boolean;
  preview: boolean;
  previewRefused: boolean;
};

export const defaultSite: SiteSettings = {
  companyName: 'Fragrance Manufacturer',
  description:
    'Fragrance creation, private label manufacturing, filling and assembly, packaging and glass for luxury and niche brands, from the United Kingdom.',
  socialLinks: [],
};

/** The six services of the spec, for the menu when the content service cannot be reached. */
export const defaultServices: MenuService[] = [
  { title: 'Fragrance Creation', slug: 'fragrance-creation' },
  { title: 'Fragrance Componentry', slug: 'fragrance-componentry' },
  { title: 'Skincare Componentry', slug: 'skincare-componentry' },
  { title: 'Home Fragrance', slug: 'home-fragrance' },
  { title: 'Secondary Packaging', slug: 'secondary-packaging' },
  { title: 'Gift With Purchase', slug: 'gift-with-purchase' },
];

/** What the shell shows when even the root loader failed (the error page). */
export const fallbackShell: ShellData = {
  preview: false,
  previewRefused: false,
  site: defaultSite,
  services: defaultServices,
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
