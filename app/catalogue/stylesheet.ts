/** The stylesheets of this area's routes (each route re-exports `links` and `handle`), after the shell's (root.tsx). */
import { routeStylesheets } from '../ui/page-styles.tsx';
import catalogueCss from './catalogue.css?url';

export const { links, handle } = routeStylesheets(catalogueCss);
