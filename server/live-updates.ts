/**
 * Follows the content service's Live Content API (`client.live.events()`:
 * Sanity's, or the embedded lake's, which speaks the same) and tells the page
 * store which sync tags changed, so the pages that read them render again.
 * After a lost connection, or when the service says to restart, every page is
 * revalidated: events may have been missed. A broken stream is opened again,
 * with a growing pause.
 */
import type { LiveEvent, SanityClient } from '@sanity/client';
import type { Subscription } from 'rxjs';

export interface LiveTarget {
  invalidate(tags: readonly string[]): void;
  invalidateAll(): void;
}

const maxPauseMs = 30_000;

export function followLiveUpdates(client: SanityClient, target: LiveTarget, log: (line: string) => void): { stop(): void } {
  let subscription: Subscription | null = null;
  let stopped = false;
  let pauseMs = 1000;
  let missed = false;
  let timer: NodeJS.Timeout | undefined;

  const open = () => {
    if (stopped) return;
    subscription = client.live.events().subscribe({
      next: (event: LiveEvent) => {
        switch (event.type) {
          case 'welcome':
            pauseMs = 1000;
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
        timer = setTimeout(open, pauseMs);
        timer.unref();
        pauseMs = Math.min(maxPauseMs, pauseMs * 2);
      },
      complete: () => {
        missed = true;
        timer = setTimeout(open, pauseMs);
        timer.unref();
      },
    });
  };
  open();

  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
      subscription?.unsubscribe();
    },
  };
}
