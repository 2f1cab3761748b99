import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Journal } from './journal.ts';

const silent = { debug() {}, info() {}, warn() {}, error() {} };
let dir = '';
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('journal', () => {
  it('gives back, in order, what was appended, across instances', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'journal-'));
    const file = path.join(dir, 'nested', 'j.ndjson');
    const first = new Journal(file, silent);
    await Promise.all([1, 2, 3].map((n) => first.append({ _id: `enquiry.${n}`, _type: 'enquiry' })));
    await first.close();
    expect((await new Journal(file, silent).load()).map((doc) => doc._id)).toEqual(['enquiry.1', 'enquiry.2', 'enquiry.3']);
  });

  it('skips a torn last line and keeps the next write on its own line', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'journal-'));
    const file = path.join(dir, 'j.ndjson');
    await writeFile(file, '{"_id":"enquiry.ok","_type":"enquiry"}\n{"_id":"enquiry.tor');
    const warnings: string[] = [];
    const journal = new Journal(file, { ...silent, warn: (m: string) => warnings.push(m) });
    expect((await journal.load()).map((doc) => doc._id)).toEqual(['enquiry.ok']);
    expect(warnings[0]).toMatch(/line 2 is incomplete/);
    await journal.append({ _id: 'enquiry.next', _type: 'enquiry' });
    await journal.close();
    expect((await readFile(file, 'utf8')).split('\n').at(-2)).toBe('{"_id":"enquiry.next","_type":"enquiry"}');
    expect((await new Journal(file, silent).load()).map((doc) => doc._id)).toEqual(['enquiry.ok', 'enquiry.next']);
  });
});
