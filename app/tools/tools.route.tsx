import { PageHeader } from '../ui/page-header.tsx';
import { ToolList } from './tool-layout.tsx';
import { loadToolList } from './tools.server.ts';
import { pageMeta, rootData } from '../seo/meta.ts';
import type { Route } from './+types/tools.route.ts';

export { links } from './stylesheet.ts';

const title = 'Tools';
const intro = 'Calculators for planning a fragrance launch: formulation, costs, freight, inclusion rates and timelines.';
const trail = [
  { name: 'Home', path: '/' },
  { name: title, path: '/tools' },
];

/** /tools: the calculators, each with its icon and a sentence. */
export function loader() {
  return loadToolList();
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(rootData(matches), '/tools', { title, description: intro });

export default function Tools({ loaderData }: Route.ComponentProps) {
  const { tools } = loaderData;
  return (
    <div className="tool-page">
      <PageHeader title={title} eyebrow="Plan your launch" intro={intro} trail={trail} />
      <section className="section container" aria-label="Calculators">
        {tools.length > 0 ? <ToolList tools={tools} /> : <p className="lead">New tools are on their way.</p>}
        <p className="tool-index__note">Every result is an estimate for planning; your quotation confirms the figures.</p>
      </section>
    </div>
  );
}
