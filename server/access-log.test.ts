import { execFile, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { BACKLOG_BYTES, FLUSH_MS } from './access-log.ts';

const run = promisify(execFile);
const module = fileURLToPath(new URL('./access-log.ts', import.meta.url));

/** A process that logs `script`'s lines through the access log; what reached its standard output, and when. */
async function output(script: string): Promise<string[]> {
  const { stdout } = await run(process.execPath, [
    '--input-type=module',
    '-e',
    `import { accessLog } from ${JSON.stringify(module)};\n${script}`,
  ]);
  return stdout.split('\n').filter(Boolean);
}

/**
 * A process that logs `count` lines while nothing reads its standard output, and says on standard error how long its
 * event loop was held up at most; then its output is read to the end, and it exits.
 */
async function unread(count: number): Promise<{ held: number; lines: string[] }> {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { accessLog } from ${JSON.stringify(module)};
       const log = accessLog(); let held = 0; let i = 0; let last = performance.now();
       // Like a site: a few lines a turn of the event loop, the turns timed.
       const turn = () => {
         const now = performance.now(); held = Math.max(held, now - last); last = now;
         for (const end = Math.min(i + 2000, ${count}); i < end; i++) log('GET /about 200 0ms ' + i);
         if (i < ${count}) setImmediate(turn); else process.stderr.write('held ' + held + '\\n');
       };
       turn();
       process.stdin.on('data', () => process.exit(0));`,
    ],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  child.stdout.pause();
  const held = await new Promise<number>((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => resolve(Number(/held ([\d.]+)/.exec(chunk.toString())?.[1])));
    child.on('exit', (code) => reject(new Error(`exited ${code} before it logged every line`)));
  });
  const text: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => text.push(chunk));
  const exited = new Promise((resolve) => child.stdout.on('end', resolve));
  child.stdout.resume();
  child.stdin.end('stop\n');
  await exited;
  return { held, lines: Buffer.concat(text).toString().split('\n').filter(Boolean) };
}

describe('the access log', () => {
  it('writes every line, in order, when the process exits at once after logging them', async () => {
    const lines = await output(`const log = accessLog(); for (let i = 0; i < 5000; i++) log('GET /about 200 0ms ' + i); process.exit(0);`);
    // The whole sequence: a batch still being written when the process exits once landed after the later ones.
    expect(lines).toEqual(Array.from({ length: 5000 }, (_, i) => `GET /about 200 0ms ${i}`));
  });

  it(`writes a lone line within ${FLUSH_MS} ms, without waiting for more`, async () => {
    const lines = await output(
      `const log = accessLog(); const started = Date.now(); log('GET / 200 1ms');
       // Standard output is this process's pipe: the line is there once the flush has written it.
       setTimeout(() => { console.log('marker ' + (Date.now() - started)); process.exit(0); }, ${FLUSH_MS * 5});`,
    );
    expect(lines[0], 'the line before the marker logged after it').toBe('GET / 200 1ms');
    expect(lines[1]).toMatch(/^marker \d+$/);
  });

  it('never holds the site up while its reader is slow, and writes the waiting lines in order at the exit', async () => {
    // About 2 MB: thirty times what a pipe holds.
    const { held, lines } = await unread(80_000);
    expect(held, 'the longest turn of the event loop, in ms').toBeLessThan(250);
    expect(lines).toEqual(Array.from({ length: 80_000 }, (_, i) => `GET /about 200 0ms ${i}`));
  });

  it(`keeps at most ${BACKLOG_BYTES / 1024 / 1024} MB for a reader that stopped, and says how many lines it dropped`, async () => {
    const { lines } = await unread(900_000);
    const note = lines.findIndex((line) => line.startsWith('access log: '));
    expect(note, 'the line about the dropped lines').toBeGreaterThan(0);
    expect(lines.slice(0, note)).toEqual(Array.from({ length: note }, (_, i) => `GET /about 200 0ms ${i}`));
    const dropped = Number(/^access log: (\d+) lines dropped while standard output was not read$/.exec(lines[note]!)?.[1]);
    // The lines after the note, if the exit still held some, are the last ones: none is missing or repeated.
    const after = lines.slice(note + 1);
    expect(after).toEqual(Array.from({ length: after.length }, (_, i) => `GET /about 200 0ms ${900_000 - after.length + i}`));
    expect(note + dropped + after.length).toBe(900_000);
  });
});
