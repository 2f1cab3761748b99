// Fails fast when npm scripts run on another Node major than the one pinned in
// devDependencies (for example after `npm ci --ignore-scripts`, which skips the
// `node` package's install step and silently leaves scripts on the system Node).
const required = 24;
const major = Number(process.versions.node.split('.')[0]);
if (major !== required) {
  console.error(
    `This project runs on Node ${required}, but scripts are running on Node ${process.versions.node}. ` +
      'Run `npm ci` (without --ignore-scripts) so the pinned `node` package puts Node 24 on the PATH of npm scripts.',
  );
  process.exit(1);
}
