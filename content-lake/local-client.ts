import { createClient, type ClientConfig, type SanityClient } from '@sanity/client';

/**
 * The real `@sanity/client` for an embedded lake that runs as a process of
 * its own on this machine (project `local`, dataset `production`), as a test
 * or a bench reads or writes it with `token`; `options` adds to or overrides
 * the rest (a perspective, no retries).
 */
export function localLakeClient(apiHost: string, token: string, options: Partial<ClientConfig> = {}): SanityClient {
  return createClient({
    projectId: 'local',
    dataset: 'production',
    apiHost,
    useProjectHostname: false,
    apiVersion: '2023-05-03',
    useCdn: false,
    token,
    ...options,
  });
}
