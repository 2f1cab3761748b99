/**
 * `npm run lake`: the embedded content lake on its own, for development.
 * Configured by LAKE_* variables (see README); reloads the dataset when its
 * files change.
 */
import { ConfigError, lakeOptionsFromEnv } from './config.ts';
import { DatasetError } from './dataset-loader.ts';
import { startLake } from './lake.ts';

try {
  const options = lakeOptionsFromEnv(process.env);
  const lake = await startLake({ watch: true, logLevel: 'info', ...options });
  console.log(`Content lake ready on ${lake.url}`);
  console.log(`  @sanity/client: { apiHost: '${lake.url}', useProjectHostname: false, projectId: '${lake.projectId}', dataset: '${lake.dataset}', apiVersion: '2023-05-03', useCdn: false }`);
  if (!options.readToken) console.log(`  read token (this run only): ${lake.readToken}`);
  if (!options.writeToken) console.log(`  write token (this run only): ${lake.writeToken}`);
  const stop = () => {
    lake.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  if (error instanceof ConfigError || error instanceof DatasetError) {
    console.error(`Content lake not started: ${error.message}`);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Content lake not started: the port is in use; set LAKE_PORT to a free port`);
  } else {
    console.error(`Content lake not started: ${(error as Error).stack ?? error}`);
  }
  process.exit(1);
}
