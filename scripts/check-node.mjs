// npm itself may run on an older system Node; the node@24 devDependency must be the one running scripts.
const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.error(
    `Docs2Sign needs Node 22 or newer, but scripts are running on Node ${process.version}.\n` +
      'Run `npm ci` so that the node@24 devDependency is installed (its install script must be allowed).',
  );
  process.exit(1);
}
