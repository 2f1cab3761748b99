/**
 * The root route's data: the header's and footer's content (with defaults for
 * anything missing or unreachable, and whether something was), the site's
 * origin, and whether this request is a preview.
 */
import { stegaClean } from '@sanity/client/stega';
import { loadCertificates } from '../certificates/certificates.server.ts';
import { siteConfig } from '../env.server.ts';
import { contentAvailability, currentRequest, noteChangesAt } from '../request.server.ts';
import { queryOr } from '../sanity/fetch.server.ts';
import { image } from '../sanity/image.server.ts';
import { releasesOf } from '../sanity/perspective.ts';
import { releaseTitleQuery, servicesMenuQuery, siteSettingsQuery } from '../sanity/queries.ts';
import { yearInLondon } from '../london-time.ts';
import { organizationJsonLd, serializeJsonLd } from '../seo/json-ld.ts';
import { resolveLink } from '../ui/content-link.tsx';
import { documentPath } from '../urls.ts';
import { companyStatement, normaliseVatNumber } from './company.ts';
import { defaultServices, defaultSite, servicesMenu, type MenuService, type Shell, type ShellData, type SiteSettings } from './shell.ts';

/** The header's and footer's content, with defaults for anything missing or unreachable. */
export async function loadSiteContent(): Promise<Shell> {
  const [settings, services, certificates] = await Promise.all([
    queryOr('site settings', siteSettingsQuery, {}, null),
    queryOr('services menu', servicesMenuQuery, {}, []),
    loadCertificates(),
  ]);
  const site: SiteSettings = settings
    ? {
        ...defaultSite,
        ...(Object.fromEntries(
          Object.entries(settings).filter(([key, value]) => value !== null && value !== undefined && key !== 'logo'),
        ) as Partial<SiteSettings>),
        logoUrl: image(settings.logo, { width: 600 })?.src ?? null,
        socialLinks: (settings.socialLinks ?? []).flatMap((link) =>
          link?.platform && link.url ? [{ platform: link.platform, url: link.url }] : [],
        ),
        // Each where its page is now; one whose page is gone is left out.
        quickLinks: (settings.quickLinks ?? []).flatMap((link) => resolveLink(link) ?? []),
      }
    : defaultSite;
  const menu: MenuService[] = services.flatMap((service) =>
    service?.title && service.slug
      ? [
          {
            title: service.title,
            path: documentPath({ _type: 'servicePage', slug: service.slug, placement: service.placement }),
            group: service.placement === 'landing' ? ('manufacturing' as const) : ('services' as const),
          },
        ]
      : [],
  );
  const company = { ...site, companyStatement: companyStatement(site), vatId: site.vatNumber ? normaliseVatNumber(site.vatNumber) : null };
  return { site: company, services: servicesMenu(menu.length > 0 ? menu : defaultServices), certificates };
}

/** What a preview shows, for its bar: drafts, published content, or a content release by its title. */
async function previewShows(perspective = 'drafts'): Promise<string> {
  const [release] = releasesOf(perspective);
  if (release) {
    // Read with the preview's client: the title comes stega-encoded, and is wanted here as plain words.
    const title = await queryOr('release title', releaseTitleQuery, { name: release }, null);
    return `the release “${(typeof title === 'string' && stegaClean(title)) || release}”`;
  }
  return perspective === 'published' ? 'published content' : 'drafts';
}

/** Everything the root route gives every page. */
export async function loadShell(): Promise<ShellData> {
  const request = currentRequest();
  const [{ value: shell, unavailable }, shows] = await Promise.all([
    contentAvailability(loadSiteContent),
    request.preview ? previewShows(request.previewPerspective) : null,
  ]);
  // A stored page's footer © turns with the year: the page renders again at midnight on 1 January, London time.
  const { year, endsAt } = yearInLondon(new Date());
  noteChangesAt(endsAt);
  const { siteUrl } = siteConfig();
  return {
    ...shell,
    siteUrl,
    unavailable,
    preview: request.preview,
    previewShows: shows,
    previewRefused: request.previewRefused,
    year,
    organizationLd: serializeJsonLd(organizationJsonLd(shell.site, siteUrl)),
  };
}
