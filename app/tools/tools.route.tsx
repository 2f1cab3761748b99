import { ListingHeader, type Listing } from '../ui/page-header.tsx';
import { ToolList } from './tool-cards.tsx';
import { loadToolList } from './tools.server.ts';
import { listingMeta } from '../seo/meta.ts';
import { NextStep } from '../ui/contact-cta.tsx';
import type { Route } from './+types/tools.route.ts';

export { handle, links } from './stylesheet.ts';

const page: Listing = {
  title: 'Tools',
  eyebrow: 'Plan your launch',
  intro: 'Calculators for planning a fragrance launch: formulation, costs, freight, inclusion rates and timelines.',
  path: '/tools',
};

/** /tools: the calculators, each with its icon and a sentence. */
export function loader() {
  return loadToolList();
}

export const meta: Route.MetaFunction = listingMeta(page);

export default function Tools({ loaderData }: Route.ComponentProps) {
  const { tools } = loaderData;
  return (
    <div className="tool-page">
      <ListingHeader listing={page} />
      <section className="section container" aria-label="Calculators">
        {tools.length > 0 ? <ToolList tools={tools} /> : <p className="lead">New tools are on their way.</p>}
        <p className="tool-index__note">Every result is an estimate for planning; your quotation confirms the figures.</p>
      </section>
      <NextStep
        title="Turn an estimate into a quotation"
        text="Send us your figures and we will price your project properly, usually within two working days."
        links={[{ label: 'Questions and answers', to: '/faq' }]}
      />
    </div>
  );
}
