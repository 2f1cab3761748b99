/**
 * Where a Lighthouse run's Total Blocking Time comes from (decision 0029).
 *
 * With simulated throttling Lighthouse does not measure blocking time: Lantern
 * replays the page's main-thread tasks, each four times as long, on a
 * simulated timeline and counts what falls between its estimate of the first
 * paint and of the page's interactivity. That estimate of the first paint is
 * worked out from a smaller graph than the timeline itself: the first parse,
 * the first layout and the first paint, but not the navigation's commit (the
 * browser creating the page's script context) nor any other task of the first
 * render. On the timeline those tasks come first, so the first render's last
 * tasks land after the estimated first paint and count as blocking, although
 * the visitor saw nothing yet.
 *
 * `splitBlockingTime` recomputes the run's blocking time with Lighthouse's own
 * Lantern classes (the sum is checked against the report's figure) and splits
 * it by when each task ran in the real trace: before the page first painted
 * (the browser's work to show the document) or after it (the page's scripts,
 * its fonts, its images).
 */
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

/** Lantern's own count of one task's blocking time within a window (its part over 50 ms). */
const { calculateTbtImpactForEvent } = Lantern.Metrics.TBTUtils;

/** What Lighthouse gathered in one run (its `artifacts`), as far as the metrics read it. */
export interface RunArtifacts {
  Trace: { traceEvents: { name: string; ts: number }[] };
  DevtoolsLog: unknown[];
  URL: unknown;
  GatherContext: { gatherMode: string };
  SourceMaps: unknown[];
  HostDPR: number;
}

export interface BlockingTimeSplit {
  /** Blocking time from tasks the browser ran before the page's first contentful paint (ms). */
  beforePaint: number;
  /** Blocking time from tasks after it (ms). */
  afterPaint: number;
}

/** A simulated node: its kind and when it started in the real trace (µs, the trace's clock). */
export interface SimulatedNode {
  type: string;
  startTime: number;
}
/** Where a node ran on the simulated timeline (ms). */
export interface SimulatedTiming {
  startTime: number;
  endTime: number;
  duration: number;
}
/** Lantern's estimate as this module reads it. */
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<SimulatedNode, SimulatedTiming>;
}
/** One of Lantern's two simulations, with its window (from the estimated first paint to interactivity, ms). */
export interface BlockingWindow {
  nodeTimings: Map<SimulatedNode, SimulatedTiming>;
  from: number;
  to: number;
}
interface LanternResult {
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}
type Request = (data: object, context: object) => Promise<LanternResult>;

/**
 * The run's blocking time split by when its tasks ran, or null where the recomputed sum is not the report's (another
 * Lighthouse's model) or the trace has no first paint.
 */
export async function splitBlockingTime(artifacts: RunArtifacts, settings: object, reportedMs: number): Promise<BlockingTimeSplit | null> {
  const firstPaint = artifacts.Trace.traceEvents
    .filter((event) => event.name === 'firstContentfulPaint')
    .reduce((earliest, event) => Math.min(earliest, event.ts), Infinity);
  if (!Number.isFinite(firstPaint)) return null;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    settings,
    gatherContext: artifacts.GatherContext,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
  };
  // One context, so the three metrics share the graph and the simulator as they do in Lighthouse. Their typings ask for
  // Lighthouse's whole settings and artifact types; these classes read only the fields above.
  const context = { computedCache: new Map() };
  const request = (metric: { request: unknown }) => (metric.request as Request)(data, context);
  let paint: LanternResult, interactive: LanternResult, blocking: LanternResult;
  try {
    paint = await request(LanternFirstContentfulPaint);
    interactive = await request(LanternInteractive);
    blocking = await request(LanternTotalBlockingTime);
  } catch {
    // A run Lantern cannot replay (Lighthouse then reports the metric as an error too): the audit goes on without it.
    return null;
  }

  // As Lantern does: each estimate's window uses the opposite estimate of the first paint.
  const split = splitByStart(
    [
      {
        nodeTimings: blocking.optimisticEstimate.nodeTimings,
        from: paint.pessimisticEstimate.timeInMs,
        to: interactive.optimisticEstimate.timeInMs,
      },
      {
        nodeTimings: blocking.pessimisticEstimate.nodeTimings,
        from: paint.optimisticEstimate.timeInMs,
        to: interactive.pessimisticEstimate.timeInMs,
      },
    ],
    firstPaint,
  );
  return Math.abs(split.beforePaint + split.afterPaint - reportedMs) < 1 ? split : null;
}

/**
 * Lantern's blocking time (the mean over its simulations of each main-thread task's part over 50 ms inside the window,
 * counted by its own TBTUtils), split by whether the task started before `firstPaint` in the real trace.
 */
export function splitByStart(windows: BlockingWindow[], firstPaint: number): BlockingTimeSplit {
  const split = { beforePaint: 0, afterPaint: 0 };
  for (const { nodeTimings, from, to } of windows) {
    for (const [node, timing] of nodeTimings) {
      if (node.type !== 'cpu') continue;
      const blocking = calculateTbtImpactForEvent({ start: timing.startTime, end: timing.endTime, duration: timing.duration }, from, to);
      split[node.startTime < firstPaint ? 'beforePaint' : 'afterPaint'] += blocking / windows.length;
    }
  }
  return split;
}
