/**
 * `POST /api/revalidate`: Sanity's GROQ-powered webhook, for hosts that cannot
 * keep the live-events connection open. The body is signed with the secret
 * (SANITY_REVALIDATE_SECRET) and checked with @sanity/webhook; a bad or missing
 * signature is 401 and changes nothing. The body names what changed: sync
 * tags (`{"tags": [...]}`), or a document (`{_type, _id, slug}`, the webhook's
 * projection), whose page renders first, then every other page (a document
 * may show in any list; a page whose content did not change keeps its ETag).
 */
import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import express, { type Request, type Response } from 'express';
import { documentPath } from '../app/urls.ts';
import type { PageStore } from './page-store.ts';

interface WebhookBody {
  tags?: unknown;
  _id?: unknown;
  _type?: unknown;
  slug?: unknown;
  placement?: unknown;
}

const slugOf = (slug: unknown) =>
  typeof slug === 'string'
    ? slug
    : typeof (slug as { current?: unknown })?.current === 'string'
      ? (slug as { current: string }).current
      : null;

export function revalidateWebhook(secret: string | undefined, store: PageStore | null) {
  const router = express.Router();
  router.post('/api/revalidate', express.text({ type: () => true, limit: '32kb' }), async (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!secret || !store) {
      res.status(404).type('text').send('Revalidation is not configured on this server (set SANITY_REVALIDATE_SECRET).');
      return;
    }
    const body = typeof req.body === 'string' ? req.body : '';
    const signature = req.get(SIGNATURE_HEADER_NAME);
    if (!signature || !(await isValidSignature(body, signature, secret).catch(() => false))) {
      res.status(401).json({ message: 'Invalid signature' });
      return;
    }
    let parsed: WebhookBody;
    try {
      parsed = JSON.parse(body) as WebhookBody;
    } catch {
      res.status(400).json({ message: 'The body is not JSON' });
      return;
    }
    if (Array.isArray(parsed.tags) && parsed.tags.every((tag) => typeof tag === 'string')) {
      res.json({ revalidated: store.invalidate(parsed.tags as string[]) });
      return;
    }
    if (typeof parsed._type === 'string') {
      const slug = slugOf(parsed.slug);
      const placement = typeof parsed.placement === 'string' ? parsed.placement : null;
      const pagePath = documentPath({ _type: parsed._type, slug, placement }).split('#')[0]!;
      store.invalidatePaths([pagePath]);
    }
    store.invalidateAll();
    res.json({ revalidated: store.size });
  });
  return router;
}
