import { requestContext } from '../request-context.ts';
import { searchAnswer } from './search.server.ts';
import type { Route } from './+types/search-api.route.ts';

/** GET /api/search?q=: the results the search box shows as the visitor types (the server runs its own query). */
export function loader({ request, context }: Route.LoaderArgs) {
  const state = context.get(requestContext);
  return searchAnswer(new URL(request.url).searchParams.get('q') ?? '', state.preview || state.previewRefused);
}
