/**
 * Follows the content service's Live Content API (`client.live.events()`:
 * Sanity's, or the embedded lake's, which speaks the same) and tells the page
 * store which sync tags changed, so the pages that read them render again.
 * After a lost connection, or when the service says to restart, every page is
 * revalidated: events may have been missed. A broken stream is opened again,
 * with a growing pause. When the service asks the site to go away (`goaway`:
 * its connection limit is reached), the site polls instead, a small query
 * every 30 s that changes with any publish, and tries the stream
 * again after a while.
 */
import type { LiveEvent, SanityClient } from '@sanity/client';
import { defineQuery } from 'groq';
import type { Subscription } from 'rxjs';

export interface LiveTarget {
  invalidate(tags: readonly string[]): void;
  invalidateAll(): void;
}

export interface LiveOptions {
  /** How often to ask for changes while the stream is refused (default 30 s, as Sanity's own toolkits poll). */
  pollIntervalMs?: number;
  /** How long to poll before trying the stream again (default 5 min). */
  retryStreamAfterMs?: number;
}

const maxPauseMs = 30_000;

/** Changes whenever a published document is created, edited or deleted: the count, and the newest edit. */
const changedQuery = defineQuery(`{"count": count(*), "latest": *[] | order(_updatedAt desc)[0]._updatedAt}`);

export function followLiveUpdates(
  client: SanityClient,
  target: LiveTarget,
  log: (line: string) => void,
  { pollIntervalMs = 30_000, retryStreamAfterMs = 5 * 60_000 }: LiveOptions = {},
): { stop(): void } {
  let subscription: Subscription | null = null;
  let stopped = false;
  let pauseMs = 1000;
  let missed = false;
  let timer: NodeJS.Timeout | undefined;
  let polling: { timer: NodeJS.Timeout; last: string | null } | null = null;

  const later = (fn: () => void, ms: number) => {
    const handle = setTimeout(fn, ms);
    handle.unref();
    return handle;
  };

  /** While the stream is refused: every page renders again when the content changed since the last look. */
  const poll = async () => {
    if (!polling || stopped) return;
    try {
      const now = JSON.stringify(await client.fetch(changedQuery));
      if (polling.last !== null && now !== polling.last) target.invalidateAll();
      polling.last = now;
    } catch (error) {
      log(`live updates: polling for changes failed (${(error as Error).message?.split('\n')[0] ?? error})`);
    }
    if (polling) polling.timer = later(() => void poll(), pollIntervalMs);
  };

  const stopPolling = () => {
    if (polling) clearTimeout(polling.timer);
    polling = null;
  };

  const open = () => {
    if (stopped) return;
    subscription = client.live.events().subscribe({
      next: (event: LiveEvent) => {
        switch (event.type) {
          case 'goaway': {
            // (The type has the reason at the top; @sanity/client 8.15 passes the event's data on as `data`.)
            const reason = event.reason ?? (event as { data?: { reason?: string } }).data?.reason ?? 'no reason given';
            log(
              `live updates: the content service asked the site to go away (${reason}); polling for changes until the stream can be opened again`,
            );
            subscription?.unsubscribe();
            // Nothing was missed until now; the poll's first look is the baseline.
            polling ??= { timer: later(() => void poll(), 0), last: null };
            timer = later(open, retryStreamAfterMs);
            break;
          }
          case 'welcome':
            pauseMs = 1000;
            if (polling) {
              stopPolling();
              missed = true;
            }
            if (missed) {
              missed = false;
              log('live updates: connected again; revalidating every page');
              target.invalidateAll();
            }
            break;
          case 'message':
            target.invalidate(event.tags);
            break;
          case 'restart':
            log('live updates: the content service restarted; revalidating every page');
            target.invalidateAll();
            break;
          case 'reconnect':
            missed = true;
            break;
          default:
            break;
        }
      },
      error: (error: unknown) => {
        missed = true;
        log(
          `live updates: the event stream failed (${(error as Error).message?.split('\n')[0] ?? error}); trying again in ${pauseMs / 1000} s`,
        );
        timer = later(open, pauseMs);
        pauseMs = Math.min(maxPauseMs, pauseMs * 2);
      },
      complete: () => {
        missed = true;
        timer = later(open, pauseMs);
      },
    });
  };
  open();

  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
      stopPolling();
      subscription?.unsubscribe();
    },
  };
}
