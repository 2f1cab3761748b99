/**
 * Publishes scheduled releases at their time. Each scheduled release has a
 * timer, set or cleared as transactions change releases (schedule,
 * unschedule, publish, delete), and set at start from the documents loaded,
 * where a release whose time passed while the lake was down is published at
 * once. The publish is the ordinary release action through the store: the
 * journal, listeners and live events see it as any other publish.
 */
import type { Store } from './store.ts';
import type { LakeDocument, Logger } from './types.ts';
import { releaseDocumentId, releaseType } from './views.ts';

/** Node's longest timer (about 24.8 days): a later time is reached in steps. */
const maxTimerMs = 2 ** 31 - 1;
const releaseIdPrefix = releaseDocumentId('');

export interface ReleaseSchedulerOptions {
  store: Store;
  /** Who the journal, history and listeners are told published a release. */
  identity: string;
  logger: Logger;
}

type ScheduledRelease = LakeDocument & { publishAt: string };

function isScheduled(document: LakeDocument | null | undefined): document is ScheduledRelease {
  return (
    document?._type === releaseType &&
    document.state === 'scheduled' &&
    typeof document.publishAt === 'string' &&
    !Number.isNaN(Date.parse(document.publishAt))
  );
}

export class ReleaseScheduler {
  private readonly options: ReleaseSchedulerOptions;
  /** By release document id. */
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly publishing = new Set<Promise<void>>();
  private readonly unsubscribe: () => void;
  private stopped = false;

  constructor(options: ReleaseSchedulerOptions) {
    this.options = options;
    this.unsubscribe = options.store.subscribe((tx) => {
      for (const effect of tx.effects) if (effect.id.startsWith(releaseIdPrefix)) this.track(effect.id, effect.after);
    });
  }

  /** Sets the timers from the documents loaded (at start, after a reload); publishes the releases already due first. */
  async resume(documents: LakeDocument[]): Promise<void> {
    this.clearTimers();
    const due: string[] = [];
    for (const document of documents) {
      if (!isScheduled(document)) continue;
      if (Date.parse(document.publishAt) <= Date.now()) due.push(document._id);
      else this.arm(document._id, document.publishAt);
    }
    for (const id of due) await this.publish(id);
  }

  /** Clears the timers and waits for a publish under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe();
    this.clearTimers();
    await Promise.all(this.publishing);
  }

  private track(id: string, document: LakeDocument | null): void {
    clearTimeout(this.timers.get(id));
    this.timers.delete(id);
    if (isScheduled(document)) this.arm(id, document.publishAt);
  }

  private arm(id: string, publishAt: string): void {
    const delay = Math.min(Math.max(Date.parse(publishAt) - Date.now(), 0), maxTimerMs);
    const timer = setTimeout(() => this.fire(id), delay);
    // A scheduled release never keeps the process alive; the next start publishes it if it is due by then.
    timer.unref();
    this.timers.set(id, timer);
  }

  private fire(id: string): void {
    this.timers.delete(id);
    const release = this.options.store.read(id);
    if (!isScheduled(release)) return;
    // A step of a long wait, or a timer a little early.
    if (Date.parse(release.publishAt) > Date.now()) this.arm(id, release.publishAt);
    else void this.publish(id);
  }

  private publish(id: string): Promise<void> {
    const { store, identity, logger } = this.options;
    const name = id.slice(releaseIdPrefix.length);
    const run = store.act([{ actionType: 'sanity.action.release.publish', releaseId: name }], { identity }).then(
      () => logger.info(`scheduled release "${name}" published`),
      (error: Error) => {
        if (this.stopped) return;
        logger.error(
          `scheduled release "${name}" could not be published (${error.message}): publish it by hand (sanity.action.release.publish) or schedule it again`,
        );
      },
    );
    this.publishing.add(run);
    void run.finally(() => this.publishing.delete(run));
    return run;
  }

  private clearTimers(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
