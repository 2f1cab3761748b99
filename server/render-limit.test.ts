import { describe, expect, it } from 'vitest';
import { renderLimit } from './limits.ts';

describe('pages made for one address alone', () => {
  it('are counted: past the count in a window, the address is refused', async () => {
    const limit = renderLimit({ perWindow: 3, atOnce: 10 });
    const turns = [];
    for (let i = 0; i < 5; i++) turns.push(await limit('198.51.100.7'));
    expect(turns.map((turn) => turn !== null)).toEqual([true, true, true, false, false]);
    for (const turn of turns) turn?.();
    expect(await limit('203.0.113.9'), 'another address has its own count').not.toBeNull();
  });

  it('run a few at a time for an address; the next wait their turn, and past those waiting are refused', async () => {
    const limit = renderLimit({ perWindow: 1000, atOnce: 2 });
    const running = [await limit('a'), await limit('a')];
    const order: number[] = [];
    const waiting = Array.from({ length: 8 }, (_, i) => limit('a').then((turn) => (order.push(i), turn)));
    expect(await limit('a'), 'a ninth waiting is refused').toBeNull();
    expect(await limit('b'), 'another address runs at once').not.toBeNull();
    expect(order).toEqual([]);
    running[0]!();
    running[1]!();
    // Each release lets the next one in, in the order they came.
    const turns = [];
    for (let i = 0; i < 8; i++) {
      const turn = await waiting[i]!;
      turns.push(turn);
      turn?.();
    }
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(turns.every((turn) => turn !== null)).toBe(true);
  });

  it('keep nothing of an address once its pages are made', async () => {
    const limit = renderLimit({ perWindow: 1_000_000, atOnce: 1 });
    for (let i = 0; i < 2000; i++) (await limit(`10.0.${i >> 8}.${i & 255}`))?.();
    // Every turn was given back: each address has its one running again at once (a turn still held would wait here).
    expect(await limit('10.0.0.1')).not.toBeNull();
  });
});
