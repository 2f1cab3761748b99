import { fetchContent } from '../sanity/fetch.server.ts';
import { image } from '../sanity/image.server.ts';
import type { SanityImage } from '../sanity/images.ts';
import { servicesMenuQuery, siteSettingsQuery } from '../sanity/queries.ts';
import { defaultServices, defaultSite, type MenuService, type Shell, type SiteSettings } from './shell.ts';

type SiteSettingsResult = Omit<SiteSettings, 'logoUrl' | 'socialLinks'> & { logo?: SanityImage | null; socialLinks?: SiteSettings['socialLinks'] | null };

/** The header's and footer's content, with defaults for anything missing or unreachable. */
export async function loadShell(): Promise<Shell> {
  const [settings, services] = await Promise.all([
    fetchContent<SiteSettingsResult | null>('site settings', siteSettingsQuery, {}, null),
    fetchContent<MenuService[]>('services menu', servicesMenuQuery, {}, []),
  ]);
  const site: SiteSettings = settings
    ? {
        ...defaultSite,
        ...Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== null && value !== undefined)),
        logoUrl: image(settings.logo, { width: 600 })?.src ?? null,
        socialLinks: settings.socialLinks ?? [],
      }
    : defaultSite;
  delete (site as { logo?: unknown }).logo;
  return { site, services: services.length > 0 ? services : defaultServices };
}
