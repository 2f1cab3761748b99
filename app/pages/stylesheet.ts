/** The stylesheets of this area's routes (each route re-exports `links` and `handle`), after the shell's (root.tsx). */
import { routeStylesheets } from '../ui/page-styles.tsx';
import portfolioCss from '../portfolio/portfolio.css?url';
import briefStartCss from '../contact/brief-start.css?url';
import pagesCss from './pages.css?url';
import certificatesCss from '../certificates/certificates.css?url';
import peopleCss from './people.css?url';

export const { links, handle } = routeStylesheets(portfolioCss, pagesCss, peopleCss, briefStartCss, certificatesCss);
