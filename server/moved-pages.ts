/**
 * When a published page's address changes (a post, a case, a service, a part,
 * an editor's page renamed), its old address answers 301 to the new one from
 * that publish on, so that no link breaks: this module notices, whatever made
 * the change (the Studio, the API, an import), and writes a redirect document
 * to the content service, marked as the site's own, which every instance then
 * honours (app/seo/redirects.server.ts) and the Studio lists. It compares
 * where each document is now (by its id) with where it was, as this instance
 * last saw it, kept in a file beside the page store, so a rename made while
 * the site was down is caught at its next start. Every instance may notice the
 * same move: the redirect's id comes from its old address, so it is written
 * once (createIfNotExists). An old address that the rule of app/urls.ts keeps
 * for the route table (a landing page's) is left alone.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { redirectFromProblem } from '../app/urls.ts';

/** The redirect document the site writes for a page that moved. */
export interface MovedRedirect {
  _id: string;
  _type: 'redirect';
  from: string;
  to: { _type: 'link'; document: { _type: 'reference'; _ref: string; _weak: true } };
  permanent: true;
  auto: true;
  note: string;
}

export interface MovedPagesOptions {
  /** Where each published document with an address is now (the build's entry), null when unknown. */
  addresses: () => Promise<Map<string, string> | null>;
  /** Where this instance keeps what it last saw. */
  file: string;
  /** Writes the redirect if no document has its id yet. */
  write: (redirect: MovedRedirect) => Promise<void>;
  log: (line: string) => void;
  now?: () => Date;
}

/** The id of the redirect from an old address: the same on every instance, so it is written once. */
export const movedRedirectId = (from: string) => `redirect-moved-${createHash('sha256').update(from).digest('hex').slice(0, 32)}`;

export function movedRedirect(id: string, from: string, to: string, at: Date): MovedRedirect {
  return {
    _id: movedRedirectId(from),
    _type: 'redirect',
    from,
    to: { _type: 'link', document: { _type: 'reference', _ref: id, _weak: true } },
    permanent: true,
    auto: true,
    note: `Made by the website on ${at.toISOString().slice(0, 10)}, when this page moved from ${from} to ${to}.`,
  };
}

/** The redirects a move from `before` to `after` calls for: each document still published whose address changed. */
export function movesBetween(
  before: ReadonlyMap<string, string>,
  after: ReadonlyMap<string, string>,
): { id: string; from: string; to: string }[] {
  const moves: { id: string; from: string; to: string }[] = [];
  for (const [id, from] of before) {
    const to = after.get(id);
    if (to && to !== from && redirectFromProblem(from) === null) moves.push({ id, from, to });
  }
  return moves;
}

export class MovedPages {
  private readonly options: MovedPagesOptions;
  private seen: Map<string, string> | null = null;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(options: MovedPagesOptions) {
    this.options = options;
  }

  /** Looks again (after a live event, at start); one look at a time, and one more if asked meanwhile. */
  check(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.look().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        void this.check();
      }
    });
    return this.running;
  }

  private async look(): Promise<void> {
    const now = await this.options.addresses().catch(() => null);
    if (!now) return;
    const before = this.seen ?? (await this.read());
    if (before) {
      for (const move of movesBetween(before, now)) {
        try {
          await this.options.write(movedRedirect(move.id, move.from, move.to, this.options.now?.() ?? new Date()));
          this.options.log(`moved pages: ${move.from} now answers 301 to ${move.to}`);
        } catch (error) {
          // Kept as it was seen: the next look tries again.
          this.options.log(
            `moved pages: the redirect from ${move.from} could not be written (${(error as Error).message.split('\n')[0]}); trying again at the next change`,
          );
          now.set(move.id, move.from);
        }
      }
    }
    this.seen = now;
    await this.save(now);
  }

  private async read(): Promise<Map<string, string> | null> {
    try {
      const saved = JSON.parse(await readFile(this.options.file, 'utf8')) as Record<string, string>;
      return new Map(Object.entries(saved).filter(([, address]) => typeof address === 'string'));
    } catch {
      return null;
    }
  }

  private async save(addresses: Map<string, string>): Promise<void> {
    try {
      await mkdir(path.dirname(this.options.file), { recursive: true });
      const temp = `${this.options.file}.${process.pid}.tmp`;
      await writeFile(temp, JSON.stringify(Object.fromEntries(addresses)));
      await rename(temp, this.options.file);
    } catch (error) {
      this.options.log(`moved pages: what was seen could not be kept on disk (${(error as Error).message})`);
    }
  }
}
