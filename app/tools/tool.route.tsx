import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { CostTool } from './cost-tool.tsx';
import { DevelopmentTool } from './development-tool.tsx';
import { FragranceTool } from './fragrance-tool.tsx';
import { FreightTool } from './freight-tool.tsx';
import { InclusionTool } from './inclusion-tool.tsx';
import { MoreTools, type ToolFrameProps } from './tool-layout.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { loadTool, type ToolRates } from './tools.server.ts';
import { metaWithBreadcrumbs } from '../seo/meta.ts';
import type { Route } from './+types/tool.route.ts';

export { links } from './stylesheet.ts';

/**
 * /tools/{slug}: one of the five calculators, chosen by the tool document's
 * `calculator`. The loader gives the rates; the page computes the result from
 * the address with the calculator's pure module, on the server (so the form
 * works without JavaScript and a link reproduces its result) and live in the
 * browser as the visitor types.
 */
export function loader({ params }: Route.LoaderArgs) {
  return loadTool(params.slug);
}

/** The result is computed in the page from the address: a change of inputs needs nothing from the server. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaWithBreadcrumbs(matches, loaderData);

function Calculator({ calculator, frame }: { calculator: ToolRates; frame: ToolFrameProps }) {
  switch (calculator.kind) {
    case 'cost':
      return <CostTool frame={frame} rates={calculator.rates} />;
    case 'fragrance':
      return <FragranceTool frame={frame} rates={calculator.rates} />;
    case 'freight':
      return <FreightTool frame={frame} rates={calculator.rates} />;
    case 'inclusion':
      return <InclusionTool frame={frame} rates={calculator.rates} />;
    case 'development':
      return <DevelopmentTool frame={frame} rates={calculator.rates} />;
  }
}

export default function Tool({ loaderData }: Route.ComponentProps) {
  const page = loaderData;
  return (
    <div className="tool-page">
      <PageHeader title={page.title} eyebrow="Tools" intro={page.description} trail={page.trail} />
      <Calculator
        key={page.slug}
        calculator={page.calculator}
        frame={{ path: page.path, intro: page.intro, disclaimer: page.disclaimer }}
      />
      <MoreTools tools={page.others} />
    </div>
  );
}
