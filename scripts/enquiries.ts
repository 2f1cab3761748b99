/**
 * `npm run enquiries -- <command>`: personal data in enquiries, as the
 * privacy policy promises.
 *
 *   export <e-mail>   prints that person's enquiries as JSON (a subject access request)
 *   erase <e-mail>    deletes them
 *   anonymise         removes the personal fields of enquiries older than ENQUIRY_RETENTION_DAYS
 *                     that did not lead to work (run it daily, from cron or a scheduler)
 *
 * With SANITY_PROJECT_ID it uses SANITY_API_WRITE_TOKEN, which must be allowed to read and change enquiries; with no
 * Sanity project, the embedded lake of a running `npm start`, with its write token, and there the enquiries' past
 * versions go too (Sanity keeps its own history as the project's plan says: docs/security.md). Either way the files
 * sent with them go from ATTACHMENTS_DIR once no enquiry names them.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from '../app/env.server.ts';
import { anonymiseExpired, enquiriesOf, eraseEnquiriesOf } from '../app/contact/retention.server.ts';
import { createContentClient } from '../app/sanity/client.server.ts';
import { lakeDefaults, lakeTokens } from '../content-lake/lake.ts';

const [command, argument] = process.argv.slice(2);
const usage = 'Use: npm run enquiries -- export <e-mail> | erase <e-mail> | anonymise';
const env = process.env;
const root = fileURLToPath(new URL('..', import.meta.url));

async function client() {
  if (env.SANITY_PROJECT_ID?.trim()) {
    const { content } = readConfig(env);
    if (!content.writeToken) throw new Error('Set SANITY_API_WRITE_TOKEN to a token that may read and change enquiries');
    return createContentClient(content, { token: content.writeToken, perspective: 'raw' });
  }
  const dataDir = path.resolve(root, env.LAKE_DATA_DIR?.trim() || lakeDefaults.dataDir);
  const { writeToken } = await lakeTokens(dataDir, { writeToken: env.LAKE_WRITE_TOKEN?.trim() || undefined });
  const lake = {
    projectId: lakeDefaults.projectId,
    dataset: lakeDefaults.dataset,
    apiVersion: '2023-05-03',
    apiHost: `http://127.0.0.1:${env.LAKE_PORT?.trim() || lakeDefaults.port}`,
    embedded: true,
  };
  return createContentClient(lake, { token: writeToken, perspective: 'raw' });
}

try {
  // What the site's configuration says of the files and the retention period; the content service is chosen above.
  const { attachmentsDir, enquiryRetentionDays: days } = readConfig(env, { check: true });
  const retention = { attachmentsDir: path.resolve(root, attachmentsDir), eraseHistory: !env.SANITY_PROJECT_ID?.trim() };
  if (command === 'export' && argument) {
    console.log(JSON.stringify(await enquiriesOf(await client(), argument), null, 2));
  } else if (command === 'erase' && argument) {
    const erased = await eraseEnquiriesOf(await client(), argument, retention);
    console.log(`${erased} ${erased === 1 ? 'enquiry' : 'enquiries'} from ${argument} erased`);
  } else if (command === 'anonymise' && !argument) {
    const changed = await anonymiseExpired(await client(), days, retention);
    console.log(`${changed} ${changed === 1 ? 'enquiry' : 'enquiries'} older than ${days} days anonymised`);
  } else {
    console.error(usage);
    process.exit(1);
  }
} catch (error) {
  console.error(`enquiries: ${(error as Error).message.split('\n')[0]} (is the site, npm start, running?)`);
  process.exit(1);
}
