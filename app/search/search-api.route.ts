import { currentRequest } from '../request.server.ts';
import { searchAnswer } from './search.server.ts';
import type { Route } from './+types/search-api.route.ts';
import type { RouteHandle } from '../route-handle.ts';

export const handle: RouteHandle = { queryParams: ['q'] };

/** GET /api/search?q=: the results the search box shows as the visitor types (the server runs its own query). */
export function loader({ request }: Route.LoaderArgs) {
  const state = currentRequest();
  return searchAnswer(new URL(request.url).searchParams.get('q') ?? '', state.preview || state.previewRefused);
}
