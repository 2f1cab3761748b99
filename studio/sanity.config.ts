import { defineConfig } from 'sanity';
import { presentationTool } from 'sanity/presentation';
import { structureTool } from 'sanity/structure';

import { lakeAuth, lakeFeaturesOff, lakeStudio } from './lake';
import { resolve } from './presentation';
import { siteOrigin } from './site';

import { SINGLETON_TYPES, schemaTypes } from './schemaTypes';
import { structure } from './structure';

const projectId = lakeStudio ? 'local' : process.env.SANITY_STUDIO_PROJECT_ID || 'local';
const dataset = lakeStudio ? 'production' : process.env.SANITY_STUDIO_DATASET || 'production';
// The website the Presentation tool shows (site.ts); it turns preview on with `?preview=true` and the tool's secret.
const previewOrigin = siteOrigin;

const singletons = new Set<string>(SINGLETON_TYPES);
// Editors never create these by hand: singletons have fixed ids and
// enquiries come from the website.
const notCreatable = new Set<string>([...SINGLETON_TYPES, 'enquiry']);

export default defineConfig({
  name: 'default',
  title: 'Ashcombe & Vale',
  projectId,
  dataset,
  // Against the embedded lake (npm run studio): its address, its own login, and no features that need Sanity's hosted services.
  ...(lakeStudio ? { apiHost: lakeStudio.apiHost, auth: lakeAuth(lakeStudio), ...lakeFeaturesOff } : {}),
  plugins: [
    structureTool({ structure }),
    presentationTool({
      resolve,
      previewUrl: { origin: previewOrigin, previewMode: { enable: '/?preview=true' } },
    }),
  ],
  schema: {
    types: schemaTypes,
    templates: (templates) => templates.filter(({ schemaType }) => !notCreatable.has(schemaType)),
  },
  document: {
    ...(lakeStudio ? { comments: { enabled: false } } : {}),
    newDocumentOptions: (items) => items.filter(({ templateId }) => !notCreatable.has(templateId)),
    // A brief is private and never published: no "Published" or "Live" badge to say otherwise.
    badges: (badges, { schemaType }) => (schemaType === 'enquiry' ? [] : badges),
    actions: (actions, { schemaType }) => {
      if (schemaType === 'enquiry') return actions.filter(({ action }) => action === 'delete');
      if (singletons.has(schemaType)) {
        return actions.filter(({ action }) => action && ['publish', 'discardChanges', 'restore'].includes(action));
      }
      return actions;
    },
  },
});
