import { describe, expect, it } from 'vitest';
import { ReadGate } from './read-gate.ts';

const deferred = () => {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

describe('reads of the content service in flight', () => {
  it('are at most the capacity; visitors leave the kept pages their reserved places', async () => {
    const gate = new ReadGate({ capacity: 4, reserved: 2, maxWaitMs: 5_000 });
    const held = Array.from({ length: 6 }, deferred);
    const visitors = held.map((hold) => gate.run('visitor', () => hold.promise));
    await Promise.resolve();
    expect(gate.inFlight, 'two visitors at once: two places kept for the store').toBe(2);
    const kept = deferred();
    let keptStarted = false;
    const keptRead = gate.run('kept', async () => {
      keptStarted = true;
      await kept.promise;
    });
    await Promise.resolve();
    expect(keptStarted, 'a kept page reads at once, beside a crowd of visitors').toBe(true);
    kept.resolve();
    await keptRead;
    for (const hold of held) hold.resolve();
    await Promise.all(visitors);
    expect(gate.inFlight).toBe(0);
    expect(gate.queued).toBe(0);
  });

  it("serves the kept pages' waiting reads before the visitors'", async () => {
    const gate = new ReadGate({ capacity: 3, reserved: 1, maxWaitMs: 5_000 });
    const first = [deferred(), deferred(), deferred()];
    const running = [
      gate.run('visitor', () => first[0]!.promise),
      gate.run('visitor', () => first[1]!.promise),
      gate.run('kept', () => first[2]!.promise),
    ];
    const order: string[] = [];
    const later = [gate.run('visitor', async () => void order.push('visitor')), gate.run('kept', async () => void order.push('kept'))];
    first[2]!.resolve();
    await running[2];
    await later[1];
    expect(order[0]).toBe('kept');
    first[0]!.resolve();
    first[1]!.resolve();
    await Promise.all([...running, ...later]);
    expect(order).toEqual(['kept', 'visitor']);
  });

  it('fails a read that waited too long, as a busy content service would, and holds nothing of it', async () => {
    const gate = new ReadGate({ capacity: 3, reserved: 1, maxWaitMs: 20 });
    const hold = deferred();
    const running = [gate.run('visitor', () => hold.promise), gate.run('visitor', () => hold.promise)];
    await expect(gate.run('visitor', async () => 'never')).rejects.toThrow(/the content service is busy/);
    expect(gate.queued).toBe(0);
    hold.resolve();
    await Promise.all(running);
    expect(await gate.run('visitor', async () => 'read')).toBe('read');
  });
});
