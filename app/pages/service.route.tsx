import { ContentPage } from './content-page.tsx';
import { loadService } from './pages.server.ts';
import { metaWithBreadcrumbs } from '../seo/meta.ts';
import { useLocation } from 'react-router';
import { BriefStart } from '../contact/brief-start.tsx';
import { landingPages, launchPath, pagePath } from '../urls.ts';
import { QuickFactsStrip } from './quick-facts.tsx';
import { CatalogueLink } from '../catalogue/catalogue-link.tsx';
import { SustainabilityTable } from './sustainability-table.tsx';
import type { Route } from './+types/service.route.ts';

export { handle, links } from './stylesheet.ts';

/** /services/{slug}, and the landing pages with the same layout. */
export function loader({ request, params }: Route.LoaderArgs) {
  return loadService(params.slug, landingPages[pagePath(request)]);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...metaWithBreadcrumbs(matches, loaderData),
  ...(loaderData?.jsonLd ? [{ 'script:ld+json': loaderData.jsonLd }] : []),
];

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  // The launch page opens with the brief's first question: the buyer who pressed "Start Your Project" starts at once.
  const startsBrief = useLocation().pathname === launchPath;
  const { page, trail, facts, sustainability, catalogueRanges } = loaderData;
  return (
    <ContentPage
      data={page}
      lead={
        <>
          {startsBrief && <BriefStart />}
          <QuickFactsStrip facts={facts} />
        </>
      }
    >
      <CatalogueLink ranges={catalogueRanges} />
      <SustainabilityTable rows={sustainability.rows} note={sustainability.note} subject={trail.at(-1)?.name ?? page.title} />
    </ContentPage>
  );
}
