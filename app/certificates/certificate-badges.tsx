/**
 * The company's certificates as a buyer's quality team looks for them: a
 * badge (seal, standard, certification body) that opens the certificate
 * itself, in the footer of every page. The about and quality policy pages'
 * fuller list is certificates-section.tsx, apart so that every page's shell
 * does not carry it.
 */
import type { Certificate } from './certificates.ts';

/** A small certification seal (a rosette with a tick): decoration, named by the badge's text. */
export function Seal() {
  return (
    <svg className="certificate-seal" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="14.5" fill="none" stroke="currentColor" strokeWidth="1" strokeDasharray="2 1.6" />
      <circle cx="16" cy="16" r="10.5" fill="none" stroke="currentColor" strokeWidth="1" />
      <path d="M11.5 16.3l3 3 6-6.6" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="square" />
    </svg>
  );
}

/** The footer's badges: seal, standard and certification body, each opening its PDF. */
export function CertificateBadges({ certificates }: { certificates: Certificate[] }) {
  if (certificates.length === 0) return null;
  return (
    <ul className="certificate-badges" aria-label="Certificates">
      {certificates.map((certificate) => {
        const content = (
          <>
            <Seal />
            <span className="certificate-badge__text">
              <span className="certificate-badge__standard">{certificate.standard}</span>
              <span className="certificate-badge__issuer">
                <span className="visually-hidden">certified by </span>
                {certificate.issuer}
              </span>
            </span>
          </>
        );
        return (
          <li key={certificate.id}>
            {certificate.pdfUrl ? (
              <a className="certificate-badge" href={certificate.pdfUrl} type="application/pdf">
                {content}
                <span className="visually-hidden"> (certificate, PDF)</span>
              </a>
            ) : (
              <span className="certificate-badge">{content}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
