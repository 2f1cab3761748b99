import { shortlistAnswer } from './catalogue.server.ts';
import type { Route } from './+types/shortlist-api.route.ts';

/** POST /api/shortlist: a shortlist button's change with JavaScript, answered as JSON (the form's own post is /catalogue/shortlist's). */
export function action({ request }: Route.ActionArgs) {
  return shortlistAnswer(request);
}
