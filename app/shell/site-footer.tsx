import { Link } from 'react-router';
import { policyPages } from '../urls.ts';
import { primaryNavigation, secondaryNavigation, type QuickLink, type Shell, type ShellData } from './shell.ts';
import { Wordmark } from './wordmark.tsx';
import { ContentLinkTo } from '../ui/content-link.tsx';
import { CookieSettingsButton } from './cookie-banner.tsx';
import { CertificateBadges } from '../certificates/certificate-badges.tsx';

const socialNames: Record<string, string> = {
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  pinterest: 'Pinterest',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  x: 'X',
  vimeo: 'Vimeo',
};

/** The footer of every page: description, quick links, contact details, copyright and policies (SPEC.md §2). */
export function SiteFooter({ shell }: { shell: Shell & Pick<ShellData, 'year'> }) {
  const { site } = shell;
  const statement = site.companyStatement;
  const address = site.address;
  // The server's year (the page may be a stored one, hydrated on 31 December); this browser's on an error page.
  const year = shell.year ?? new Date().getFullYear();
  // The editors' quick links (site settings); without any, the main pages, as the header has them.
  const quickLinks: QuickLink[] = site.quickLinks?.length
    ? site.quickLinks
    : [...primaryNavigation, ...secondaryNavigation, { label: 'Contact', to: '/contact' }].map((item) => ({
        label: item.label,
        href: item.to,
        external: false,
      }));
  return (
    <footer className="site-footer" id="site-footer">
      <div className="container">
        <div className="site-footer__grid">
          <div className="site-footer__brand">
            <Link to="/" className="wordmark">
              <Wordmark name={site.companyName} />
            </Link>
            <p className="site-footer__description">{site.description}</p>
            {site.socialLinks.length > 0 && (
              <ul className="site-footer__social site-footer__list" aria-label="Social media">
                {site.socialLinks.map((link) => (
                  <li key={link.url}>
                    <a href={link.url} rel="noopener noreferrer" target="_blank">
                      {socialNames[link.platform] ?? link.platform}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <nav aria-label="Quick links">
            <h2 className="site-footer__heading">Quick links</h2>
            <ul className="site-footer__list site-footer__list--columns">
              {quickLinks.map((item) => (
                <li key={`${item.href} ${item.label}`}>
                  <ContentLinkTo link={item} />
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className="site-footer__heading">Contact</h2>
            <address>
              {address && (
                <span>
                  {[address.streetAddress, address.locality, address.region, address.postalCode].filter(Boolean).join(', ')}
                  {address.country === 'GB' ? ', United Kingdom' : ''}
                </span>
              )}
              {site.phone && (
                <span>
                  Telephone <a href={`tel:${site.phone.replace(/\s+/g, '')}`}>{site.phone}</a>
                </span>
              )}
              {site.email && (
                <span>
                  E-mail <a href={`mailto:${site.email}`}>{site.email}</a>
                </span>
              )}
              {site.openingHours && <span>{site.openingHours}</span>}
            </address>
          </div>
        </div>
        {(shell.certificates.length > 0 || statement) && (
          <div className="site-footer__company">
            <CertificateBadges certificates={shell.certificates} />
            {statement && <p className="site-footer__statement">{statement}</p>}
          </div>
        )}
        <div className="site-footer__bottom">
          <p>
            © {year} {site.legalName ?? site.companyName}. All rights reserved.
          </p>
          <ul className="site-footer__policies" aria-label="Policies">
            {policyPages.map((policy) => (
              <li key={policy.path}>
                <Link to={policy.path}>{policy.label}</Link>
              </li>
            ))}
            <li>
              <CookieSettingsButton />
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
