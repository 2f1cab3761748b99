/** The stylesheets of this area's routes (each route re-exports `links` and `handle`), after the shell's (root.tsx). */
import { routeStylesheets } from '../ui/page-styles.tsx';
import contactCss from './contact.css?url';
import peopleCss from '../pages/people.css?url';

export const { links, handle } = routeStylesheets(contactCss, peopleCss);
