/**
 * Each calculator is a module of its own (decision 0022): a tool page loads
 * the one it shows, not all five. It is loaded as the page starts, or as soon
 * as a visitor points at or focuses a link to it, so a client navigation
 * rarely waits for it.
 */
import type { ToolKind } from './catalogue.ts';

export const calculatorModules = {
  cost: () => import('./cost-tool.tsx').then((module) => ({ default: module.CostTool })),
  fragrance: () => import('./fragrance-tool.tsx').then((module) => ({ default: module.FragranceTool })),
  freight: () => import('./freight-tool.tsx').then((module) => ({ default: module.FreightTool })),
  inclusion: () => import('./inclusion-tool.tsx').then((module) => ({ default: module.InclusionTool })),
  development: () => import('./development-tool.tsx').then((module) => ({ default: module.DevelopmentTool })),
};
const loaders: Record<ToolKind, () => Promise<unknown>> = calculatorModules;

/** Starts loading a calculator's module (the browser keeps it: loading twice costs nothing). */
export function preloadCalculator(kind: string | null | undefined): void {
  if (kind && Object.hasOwn(loaders, kind)) void loaders[kind as ToolKind]();
}
