/**
 * The about and quality policy pages' certificates: each with its number,
 * scope and expiry, from the shell's certificates (the root loader's).
 */
import { useRouteLoaderData } from 'react-router';
import type { ShellData } from '../shell/shell.ts';
import { Seal } from './certificate-badges.tsx';
import type { Certificate } from './certificates.ts';

/** The certificates of the shell (root loader), for pages that list them; none on the error page. */
export function useCertificates(): Certificate[] {
  return useRouteLoaderData<ShellData>('root')?.certificates ?? [];
}

/** The about and quality policy pages' section: each certificate with its number, scope and expiry. */
export function CertificateList({ certificates, headingId = 'certificates-title' }: { certificates: Certificate[]; headingId?: string }) {
  if (certificates.length === 0) return null;
  return (
    <section className="section section--stone certificates" aria-labelledby={headingId}>
      <div className="container">
        <span className="eyebrow">Independently audited</span>
        <h2 id={headingId}>Our certificates</h2>
        <ul className="certificate-list">
          {certificates.map((certificate) => (
            <li key={certificate.id} className="certificate-card">
              <Seal />
              <h3 className="certificate-card__standard">{certificate.standard}</h3>
              <p className="certificate-card__issuer">Certified by {certificate.issuer}</p>
              {certificate.scope && <p className="certificate-card__scope">{certificate.scope}</p>}
              <dl className="fact-row certificate-card__facts">
                {certificate.certificateNumber && (
                  <div>
                    <dt>Certificate number</dt>
                    <dd>{certificate.certificateNumber}</dd>
                  </div>
                )}
                {certificate.lastValidDay && (
                  <div>
                    <dt>Valid until</dt>
                    <dd>{certificate.lastValidDay}</dd>
                  </div>
                )}
              </dl>
              {certificate.pdfUrl && (
                <a
                  className="text-link certificate-card__link"
                  href={certificate.pdfUrl}
                  type="application/pdf"
                  // Says which certificate, the visible words first (a voice user says what they see).
                  aria-label={`View the certificate (PDF): ${certificate.standard}`}
                >
                  View the certificate (PDF)
                </a>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The certificates section of a page, from the shell's certificates (the about and quality policy pages). */
export function CertificatesSection() {
  return <CertificateList certificates={useCertificates()} />;
}
