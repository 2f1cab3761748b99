/** The stylesheets of this area's routes (each route re-exports `links`), after the shell's (root.tsx). */
import type { LinksFunction } from 'react-router';
import portfolioCss from '../portfolio/portfolio.css?url';
import homeCss from './home.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: portfolioCss },
  { rel: 'stylesheet', href: homeCss },
];
