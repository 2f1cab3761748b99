/**
 * The stylesheets of an editor's page (page.route.tsx): those of the other areas whose pieces a section shows (the
 * home page's quote and logo strip, the media's player and gallery, the catalogue's part cards), then the pages
 * area's own, so its rules for a section win. Only the editors' pages carry them: the area's other pages show none of
 * those pieces. Made here from the areas' own lists, not in app/pages/stylesheet.ts: those are in the shell module
 * every page loads, and this list is the editor page's script alone.
 */
import { handle as catalogue } from '../../catalogue/stylesheet.ts';
import { handle as home } from '../../home/stylesheet.ts';
import { handle as media } from '../../media/stylesheet.ts';
import { routeStylesheets } from '../../ui/page-styles.tsx';
import { handle as pages } from '../stylesheet.ts';

export const { links, handle } = routeStylesheets(...new Set([home, media, catalogue, pages].flatMap((area) => area.stylesheets)));
