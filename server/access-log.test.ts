import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { FLUSH_MS } from './access-log.ts';

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

describe('the access log', () => {
  it('writes every line, in order, when the process exits at once after logging them', async () => {
    const lines = await output(`const log = accessLog(); for (let i = 0; i < 5000; i++) log('GET /about 200 0ms ' + i); process.exit(0);`);
    expect(lines).toHaveLength(5000);
    expect(lines[0]).toBe('GET /about 200 0ms 0');
    expect(lines.at(-1)).toBe('GET /about 200 0ms 4999');
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
});
