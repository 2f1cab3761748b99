/**
 * The Studio against the embedded content lake (`npm run studio`). The one
 * build serves any ports: the page that loads it (scripts/studio-server.ts)
 * names the lake and the site in `window.__LAKE_STUDIO__` before the Studio's
 * code runs. Without it (a hosted project, `sanity dev`, schema extraction in
 * Node) the Studio is configured as usual.
 */
import type { AuthConfig, WorkspaceOptions } from 'sanity';

export interface LakeStudioRuntime {
  /** The lake's origin on a `localhost` name: the Studio's clients put the project id in front of it (`local.localhost`). */
  apiHost: string;
  /** The website the Presentation tool shows. */
  siteUrl: string;
}

declare global {
  interface Window {
    __LAKE_STUDIO__?: LakeStudioRuntime;
  }
}

export const lakeStudio: LakeStudioRuntime | undefined = typeof window === 'undefined' ? undefined : window.__LAKE_STUDIO__;

/**
 * One login provider, the lake's: with `redirectOnSingle` the Studio goes
 * straight to it, the lake sends the browser back with a session id in the
 * address's hash, and the Studio exchanges it for an editor's token (Sanity's
 * own login flow, with no login screen).
 */
export function lakeAuth(runtime: LakeStudioRuntime): AuthConfig {
  return {
    loginMethod: 'token',
    redirectOnSingle: true,
    providers: [{ name: 'lake', title: 'Local editor', url: `${runtime.apiHost}/v1/auth/login/lake` }],
  };
}

/**
 * Features that need Sanity's hosted services (add-on datasets, the Scheduling
 * API, the media library): off against the lake. Content releases stay on (the
 * Studio's default): the lake keeps releases, their versions and their schedule
 * itself, and its `/features` names them.
 */
export const lakeFeaturesOff = {
  scheduledPublishing: { enabled: false },
  scheduledDrafts: { enabled: false },
  tasks: { enabled: false },
  mediaLibrary: { enabled: false },
  announcements: { enabled: false },
  beta: { create: { startInCreateEnabled: false } },
} satisfies Partial<WorkspaceOptions>;
