import { defineCliConfig } from 'sanity/cli';

// SANITY_STUDIO_PROJECT_ID picks the real project; 'local' is a placeholder
// that is enough for schema extraction, TypeGen and building the Studio.
export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'local',
    dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  },
  typegen: {
    // The website's GROQ queries, written with defineQuery, get typed results.
    path: '../app/**/*.{ts,tsx}',
    schema: 'schema.json',
    // Overridable so `npm run schema:check` (scripts/schema-check.ts) can
    // generate into a temporary folder and compare.
    generates: process.env.SANITY_TYPEGEN_GENERATES || '../app/sanity/sanity.types.ts',
    overloadClientMethods: true,
  },
});
