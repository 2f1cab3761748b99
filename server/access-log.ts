/**
 * The access log: one line per answered request, written to standard output
 * in batches, as nginx's `access_log … buffer=… flush=…` does. A busy site
 * answers thousands of requests a second; a write per line would cost each of
 * them a system call (standard output is synchronous on Linux pipes and
 * files), which the stored-page bench measured as a fifth of the throughput.
 * Lines wait at most FLUSH_MS, and whatever is buffered is written before the
 * process exits, so nothing is lost on a stop.
 *
 * Other lines (start-up, the page store, live updates) stay immediate through
 * console.log: they are rare and an operator wants them at once. So an access
 * line may show up to FLUSH_MS after a line logged later.
 */
// A CommonJS module whose types declare only a default export: its `default` is the class, at run time as in the types.
import sonicBoom from 'sonic-boom';

export const FLUSH_MS = 200;
/** Past this many buffered bytes the batch is written at once. */
const BATCH_BYTES = 8 * 1024;

export type LineLog = (line: string) => void;

/** A log of lines to `fd` (standard output by default), written in batches. */
export function accessLog(fd = 1): LineLog {
  // sonic-boom writes each batch: asynchronously, whole (partial writes, EAGAIN on a non-blocking pipe), in order.
  const out = new sonicBoom.default({ fd, sync: false });
  // A reader that went away (a closed pipe) must not stop the site: its lines are dropped, as console.log's would be.
  out.on('error', () => undefined);
  // The batch is kept here, one entry a line: sonic-boom would measure its whole pending text again at every line.
  let batch: string[] = [];
  let length = 0;
  const flush = () => {
    if (batch.length === 0) return;
    const text = batch.join('');
    batch = [];
    length = 0;
    try {
      out.write(text);
    } catch {
      // Closed after an error: nothing more is written.
    }
  };
  setInterval(flush, FLUSH_MS).unref();
  process.once('exit', () => {
    flush();
    try {
      out.flushSync();
    } catch {
      // Nowhere left to write.
    }
  });
  return (line) => {
    batch.push(`${line}\n`);
    length += line.length + 1;
    if (length >= BATCH_BYTES) flush();
  };
}
