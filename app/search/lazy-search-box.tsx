import { lazy, Suspense, type ComponentProps } from 'react';
import type { SearchBox } from './search-box.tsx';

const load = () => import('./search-box.tsx');
const LoadedSearchBox = lazy(() => load().then((module) => ({ default: module.SearchBox })));

/** Starts loading the search box when a visitor heads for what opens it (hover, focus), so it is there when it opens. */
export function preloadSearchBox(): void {
  load().catch(() => undefined);
}

/** The search box of the overlay and the phone's menu, loaded the first time one opens: no page pays for it before. */
export function LazySearchBox(props: ComponentProps<typeof SearchBox>) {
  return (
    <Suspense fallback={null}>
      <LoadedSearchBox {...props} />
    </Suspense>
  );
}
