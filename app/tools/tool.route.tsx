import { lazy } from 'react';
import { preloadModule } from 'react-dom';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { ToolFrameProps } from './tool-layout.tsx';
import { MoreTools } from './tool-cards.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { loadTool, type ToolRates } from './tools.server.ts';
import { calculatorModules, preloadCalculator } from './calculator-modules.ts';
import { metaWithBreadcrumbs } from '../seo/meta.ts';
import type { Route } from './+types/tool.route.ts';

import { handle as stylesheets } from './stylesheet.ts';
import { withQueryParams } from '../route-handle.ts';

export { links } from './stylesheet.ts';
export const handle = withQueryParams(stylesheets, 'any');

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

/**
 * A client navigation (from the search, say) asks for the calculator's module while the page's data is on its way,
 * not once it has come. The built-in tools' slugs begin with their calculator's name (cost-calculator,
 * inclusion-rates): a guess that costs nothing when it is wrong, since the data names the calculator, and that keeps
 * the catalogue's texts out of the page.
 */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  preloadCalculator(params.slug.split('-')[0]);
  const page = await serverLoader();
  await calculatorModules[page.calculator.kind]();
  return page;
}

/** The result is computed in the page from the address: a change of inputs needs nothing from the server. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaWithBreadcrumbs(matches, loaderData);

const CostTool = lazy(calculatorModules.cost);
const FragranceTool = lazy(calculatorModules.fragrance);
const FreightTool = lazy(calculatorModules.freight);
const InclusionTool = lazy(calculatorModules.inclusion);
const DevelopmentTool = lazy(calculatorModules.development);

// The calculator is not behind a Suspense boundary: the page hydrates whole once its module has arrived, and a
// client navigation keeps the page it leaves until then. A page already showing one starts loading it now.
if (typeof document !== 'undefined') preloadCalculator(document.querySelector<HTMLElement>('[data-calculator]')?.dataset.calculator);

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
  // The calculator's modules load with the page's own, not after them (its document preloads them).
  for (const href of page.modules) preloadModule(href, { as: 'script' });
  return (
    <div className="tool-page" data-calculator={page.calculator.kind}>
      <PageHeader title={page.title} eyebrow="Tools" intro={page.description} trail={page.trail} />
      <Calculator
        key={page.slug}
        calculator={page.calculator}
        frame={{ path: page.path, intro: page.intro, disclaimer: page.disclaimer, provenance: page.provenance, today: page.today }}
      />
      <MoreTools tools={page.others} />
    </div>
  );
}
