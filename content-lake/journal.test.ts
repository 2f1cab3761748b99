import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Journal } from './journal.ts';

const silent = { debug() {}, info() {}, warn() {}, error() {} };
let dir = '';
afterEach(() => rm(dir, { recursive: true, force: true }));

const created = (id: string, extra: Record<string, unknown> = {}) => ({
  transactionId: `tx-${id}`,
  timestamp: '2026-01-01T00:00:00.000Z',
  effects: [{ id, document: { _id: id, _type: 'note', ...extra } }],
});

describe('journal', () => {
  it('gives back, in order, what was appended, across instances, one fsync for writes that arrive together', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'journal-'));
    const file = path.join(dir, 'nested', 'j.ndjson');
    const first = new Journal(file, silent);
    await Promise.all(['a', 'b', 'c'].map((id) => first.append(created(id))));
    await first.append({
      transactionId: 'tx-d',
      timestamp: '2026-01-01T00:00:00.000Z',
      effects: [
        { id: 'a', document: null },
        { id: 'b', document: { _id: 'b', _type: 'note', n: 2 } },
      ],
    });
    await first.close();
    const loaded = await new Journal(file, silent).load();
    expect(loaded.transactions).toBe(4);
    expect([...loaded.changes.entries()]).toEqual([
      ['a', null],
      ['b', { _id: 'b', _type: 'note', n: 2 }],
      ['c', { _id: 'c', _type: 'note' }],
    ]);
  });

  it('skips a torn last line and keeps the next write on its own line', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'journal-'));
    const file = path.join(dir, 'j.ndjson');
    await writeFile(file, `${JSON.stringify(created('ok'))}\n{"transactionId":"tx-torn","effe`);
    const warnings: string[] = [];
    const journal = new Journal(file, { ...silent, warn: (m: string) => warnings.push(m) });
    expect([...(await journal.load()).changes.keys()]).toEqual(['ok']);
    expect(warnings[0]).toMatch(/line 2 is incomplete/);
    await journal.append(created('next'));
    await journal.close();
    expect(JSON.parse((await readFile(file, 'utf8')).split('\n').at(-2)!)).toMatchObject({ transactionId: 'tx-next' });
    expect([...(await new Journal(file, silent).load()).changes.keys()]).toEqual(['ok', 'next']);
  });

  it('reads a journal of the first format (one created enquiry per line)', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'journal-'));
    const file = path.join(dir, 'j.ndjson');
    await writeFile(file, '{"_id":"enquiry.1","_type":"enquiry","name":"Iris"}\n{"_id":"enquiry.2","_type":"enquiry","name":"Ada"}\n');
    const loaded = await new Journal(file, silent).load();
    expect(loaded.transactions).toBe(2);
    expect(loaded.changes.get('enquiry.2')).toEqual({ _id: 'enquiry.2', _type: 'enquiry', name: 'Ada' });
  });
});
