/**
 * How many reads of the content service one instance has in flight. The
 * service counts the site as one client (Sanity's API its quota, the embedded
 * lake a share of its workers and a short queue), so a surge of pages made
 * for visitors would have it refuse the site, and every page in the middle of
 * a render would fail with them. Past `capacity` reads wait here instead, in
 * two lanes: the kept pages' renders (the page store, re-rendering what
 * editors published) go first and always find `reserved` places free; the
 * visitors' pages take the rest. A read that waits longer than `maxWaitMs`
 * fails as the content service being busy would, so a page is never held for
 * longer than its read would have taken. Only reads in flight are held.
 */
export type ReadLane = 'kept' | 'visitor';

export class ReadGate {
  private readonly capacity: number;
  private readonly reserved: number;
  private readonly maxWaitMs: number;
  private running = { kept: 0, visitor: 0 };
  private readonly waiting: Record<ReadLane, { start: () => void; timer: NodeJS.Timeout }[]> = { kept: [], visitor: [] };

  constructor(options: { capacity: number; reserved?: number; maxWaitMs: number }) {
    this.capacity = options.capacity;
    this.reserved = Math.min(options.reserved ?? 2, options.capacity - 1);
    this.maxWaitMs = options.maxWaitMs;
  }

  get inFlight(): number {
    return this.running.kept + this.running.visitor;
  }

  get queued(): number {
    return this.waiting.kept.length + this.waiting.visitor.length;
  }

  private mayStart(lane: ReadLane): boolean {
    if (this.inFlight >= this.capacity) return false;
    return lane === 'kept' || this.running.visitor < this.capacity - this.reserved;
  }

  /** Runs `read` in its lane's turn; rejects with `busy` past the longest wait. */
  async run<T>(lane: ReadLane, read: () => Promise<T>): Promise<T> {
    if (!this.mayStart(lane) || this.waiting[lane].length > 0) await this.wait(lane);
    else this.running[lane]++;
    try {
      return await read();
    } finally {
      this.running[lane]--;
      this.wake();
    }
  }

  private wait(lane: ReadLane): Promise<void> {
    return new Promise((resolve, reject) => {
      const entry = {
        start: () => {
          clearTimeout(entry.timer);
          this.running[lane]++;
          resolve();
        },
        timer: setTimeout(() => {
          const queue = this.waiting[lane];
          queue.splice(queue.indexOf(entry), 1);
          reject(new Error(`the content service is busy: ${this.queued + 1} reads were waiting for one of ${this.capacity}`));
        }, this.maxWaitMs),
      };
      this.waiting[lane].push(entry);
    });
  }

  /** A read ended: the kept pages' waiting reads first, then the visitors'. */
  private wake(): void {
    for (const lane of ['kept', 'visitor'] as const) {
      while (this.waiting[lane].length > 0 && this.mayStart(lane)) this.waiting[lane].shift()!.start();
    }
  }
}
