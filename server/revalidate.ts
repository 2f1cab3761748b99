/**
 * `POST /api/revalidate`: Sanity's GROQ-powered webhook, for hosts that cannot
 * keep the live-events connection open. The body is signed with the secret
 * (SANITY_REVALIDATE_SECRET) and checked with @sanity/webhook; a bad or missing
 * signature is 401 and changes nothing. The body names what changed: sync
 * tags (`{"tags": [...]}`), or a document (`{_type, _id, slug}`, the webhook's
 * projection), whose page renders first, then every other page (a document
 * may show in any list; a page whose content did not change keeps its ETag).
 * A signature older than WEBHOOK_MAX_AGE_MS, or one this instance has taken
 * already, is refused: a captured call cannot be replayed to re-render pages.
 */
import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
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

/**
 * How long after signing a call is taken: Sanity signs each delivery (and each retry) as it sends it, so a few minutes
 * cover any clock skew and delay, and bound how long a signature is worth remembering.
 */
export const WEBHOOK_MAX_AGE_MS = 5 * 60_000;

/** The signatures taken in the last WEBHOOK_MAX_AGE_MS, with when each may be forgotten (only signed calls come in). */
function recentSignatures() {
  const seen = new Map<string, number>();
  return {
    /** False when `signature` was taken before: a replay. */
    take(signature: string, now: number): boolean {
      for (const [known, until] of seen) if (until < now) seen.delete(known);
      if (seen.has(signature)) return false;
      seen.set(signature, now + 2 * WEBHOOK_MAX_AGE_MS);
      return true;
    },
  };
}

export function revalidateWebhook(secret: string | undefined, store: PageStore | null) {
  const router = express.Router();
  const taken = recentSignatures();
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
    const now = Date.now();
    const { timestamp } = decodeSignatureHeader(signature);
    if (Math.abs(now - timestamp) > WEBHOOK_MAX_AGE_MS) {
      res.status(401).json({ message: `The signature is older than ${WEBHOOK_MAX_AGE_MS / 60_000} minutes (or from the future)` });
      return;
    }
    if (!taken.take(signature, now)) {
      res.status(409).json({ message: 'This call was taken already' });
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
