/**
 * The access log: one line per answered request, written to standard output
 * in batches, as nginx's `access_log … buffer=… flush=…` does. A busy site
 * answers thousands of requests a second; a write per line would cost each of
 * them a system call, which the stored-page bench measured as a fifth of the
 * throughput. Lines wait at most FLUSH_MS, and whatever is waiting is written
 * before the process exits, so nothing is lost on a stop (decision 0019).
 *
 * Each batch is written at once, on this thread, so the lines keep their order
 * up to the exit. (sonic-boom did this before: its asynchronous write could
 * still be on the thread pool at exit and land after the lines the exit wrote,
 * and its synchronous mode waits 100 ms at a time for a full pipe, holding the
 * site up while the log's reader is slow.) When the pipe is full the rest
 * waits for the next batch; the site never waits for its log.
 *
 * Other lines (start-up, the page store, live updates) stay immediate through
 * console.log: they are rare and an operator wants them at once. So an access
 * line may show up to FLUSH_MS after a line logged later.
 */
import { writevSync } from 'node:fs';

export const FLUSH_MS = 200;
/** Past this many waiting bytes the batch is written at once. */
const BATCH_BYTES = 8 * 1024;
/** Past this many bytes that a reader has not taken, new lines are counted and dropped rather than kept. */
export const BACKLOG_BYTES = 16 * 1024 * 1024;
/** How long an exit waits for a full pipe to take the last lines. */
const EXIT_WAIT_MS = 2000;

export type LineLog = (line: string) => void;

/** A log of lines to `fd` (standard output by default), written in batches. */
export function accessLog(fd = 1): LineLog {
  // Node makes standard output non-blocking when it first opens it, as a pipe: opened here, so that this log's writes
  // to the same pipe answer "full" (EAGAIN) instead of stopping the site until the reader catches up.
  if (fd === 1) void process.stdout;
  let batch: string[] = [];
  let length = 0;
  // What the reader has not taken yet, batch by batch (never joined: that would copy it all again at every batch).
  const waiting: Buffer[] = [];
  let waitingBytes = 0;
  let dropped = 0;

  /** Writes what the reader takes, oldest first; false while the pipe is full. */
  const write = (): boolean => {
    while (waiting.length > 0) {
      let written: number;
      try {
        written = writevSync(fd, waiting.slice(0, 64));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EAGAIN') return false;
        // A reader that went away (EPIPE) must not stop the site: its lines are dropped, as console.log's would be.
        written = waitingBytes;
      }
      waitingBytes -= written;
      while (written > 0) {
        const head = waiting[0]!;
        if (written < head.length) {
          waiting[0] = head.subarray(written);
          break;
        }
        written -= head.length;
        waiting.shift();
      }
    }
    return true;
  };
  /** Moves the batch behind what is waiting and writes what the reader takes; false while the pipe is full. */
  const flush = (exiting = false) => {
    write();
    // An exit keeps every line: it waits a moment for the reader instead.
    if (waitingBytes >= BACKLOG_BYTES && !exiting) {
      dropped += batch.length;
    } else if (batch.length > 0 || dropped > 0) {
      if (dropped > 0) batch.unshift(`access log: ${dropped} lines dropped while standard output was not read\n`);
      dropped = 0;
      const text = Buffer.from(batch.join(''));
      waiting.push(text);
      waitingBytes += text.length;
    }
    batch = [];
    length = 0;
    return write();
  };
  setInterval(flush, FLUSH_MS).unref();
  process.once('exit', () => {
    const deadline = Date.now() + EXIT_WAIT_MS;
    const pause = new Int32Array(new SharedArrayBuffer(4));
    while (!flush(true) && Date.now() < deadline) Atomics.wait(pause, 0, 0, 5);
  });
  return (line) => {
    batch.push(`${line}\n`);
    length += line.length + 1;
    if (length >= BATCH_BYTES) flush();
  };
}
