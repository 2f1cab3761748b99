import { createClient, type SanityClient } from '@sanity/client';

/**
 * The real `@sanity/client` for an embedded lake that runs as a process of
 * its own on this machine (project `local`, dataset `production`), as a test
 * or a bench reads or writes it with `token`.
 */
export function localLakeClient(apiHost: string, token: string, perspective?: 'raw'): SanityClient {
  return createClient({
    projectId: 'local',
    dataset: 'production',
    apiHost,
    useProjectHostname: false,
    apiVersion: '2023-05-03',
    useCdn: false,
    token,
    ...(perspective ? { perspective } : {}),
  });
}
