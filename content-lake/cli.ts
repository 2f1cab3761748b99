/**
 * `npm run lake`: the embedded content lake on its own, for development.
 * Configured by LAKE_* variables (see README); reloads the dataset when its
 * files change.
 *
 * `npm run lake -- export DIR [--all]`: writes the lake's current documents
 * (the dataset with the journal replayed over it) as a Sanity export folder;
 * `--all` keeps private documents such as enquiries too.
 */
import path from 'node:path';
import { ConfigError, lakeOptionsFromEnv } from './config.ts';
import { DatasetError } from './dataset-loader.ts';
import { lakeDefaults, startLake } from './lake.ts';

const [command, target, ...flags] = process.argv.slice(2);

try {
  const options = lakeOptionsFromEnv(process.env);
  if (command === 'export') {
    if (!target) throw new ConfigError('Usage: npm run lake -- export DIR [--all]');
    const lake = await startLake({ logLevel: 'warn', ...options, port: 0, watch: false, workers: 1 });
    try {
      const summary = await lake.exportTo(path.resolve(target), { includePrivate: flags.includes('--all') });
      console.log(`Exported ${summary.documents} documents and ${summary.assets} assets to ${path.resolve(target)}`);
    } finally {
      await lake.close();
    }
  } else if (command !== undefined) {
    throw new ConfigError(`Unknown command "${command}": use "npm run lake" or "npm run lake -- export DIR"`);
  } else {
    const lake = await startLake({ watch: true, logLevel: 'info', ...options });
    console.log(`Content lake ready on ${lake.url}`);
    console.log(
      `  @sanity/client: { apiHost: '${lake.url}', useProjectHostname: false, projectId: '${lake.projectId}', dataset: '${lake.dataset}', apiVersion: '2023-05-03', useCdn: false }`,
    );
    // Made at the first start and kept for the next ones (lakeTokens in lake.ts), so other tools can reach this lake.
    const kept = path.join(options.dataDir ?? lakeDefaults.dataDir, 'tokens.json');
    if (!options.readToken) console.log(`  read token (kept in ${kept}; delete it for new tokens): ${lake.readToken}`);
    if (!options.writeToken) console.log(`  write token (kept in ${kept}; delete it for new tokens): ${lake.writeToken}`);
    console.log(`  enquiry token (a website's SANITY_API_WRITE_TOKEN: it may create enquiries and nothing else): ${lake.enquiryToken}`);
    const stop = () => {
      lake.close().then(() => process.exit(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  }
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
