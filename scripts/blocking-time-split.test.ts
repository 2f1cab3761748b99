import { describe, expect, it } from 'vitest';
import { splitByStart, type SimulatedNode, type SimulatedTiming } from './blocking-time-split.ts';

/** A main-thread task that ran at `observedMs` in the trace and at [start, end] on the simulated timeline. */
const task = (observedMs: number, start: number, end: number): [SimulatedNode, SimulatedTiming] => [
  { type: 'cpu', startTime: observedMs * 1000 },
  { startTime: start, endTime: end, duration: end - start },
];

describe('splitByStart', () => {
  const firstPaint = 1_000 * 1000;

  it('counts the part of a first-render task past the estimated first paint as blocking before the paint', () => {
    // The commit: 760–970 on the timeline, the first paint estimated at 811 → 159 ms inside, 109 over 50.
    const split = splitByStart([{ nodeTimings: new Map([task(800, 760, 970)]), from: 811, to: 3000 }], firstPaint);
    expect(split.beforePaint).toBeCloseTo(109);
    expect(split.afterPaint).toBe(0);
  });

  it('puts a task that started after the first paint on the other side, and leaves out short tasks and network nodes', () => {
    const nodeTimings = new Map([
      task(1100, 1200, 1290),
      task(1200, 1300, 1349),
      [
        { type: 'network', startTime: 1_150_000 },
        { startTime: 1200, endTime: 1500, duration: 300 },
      ] as const,
    ]);
    expect(splitByStart([{ nodeTimings, from: 811, to: 3000 }], firstPaint)).toEqual({ beforePaint: 0, afterPaint: 40 });
  });

  it('takes the mean over the simulations, each with its own window, and stops at interactivity', () => {
    const split = splitByStart(
      [
        { nodeTimings: new Map([task(1100, 1200, 1400)]), from: 811, to: 1300 },
        { nodeTimings: new Map([task(1100, 1200, 1400)]), from: 811, to: 3000 },
      ],
      firstPaint,
    );
    // (100 − 50) and (200 − 50), halved.
    expect(split.afterPaint).toBeCloseTo(100);
  });
});
