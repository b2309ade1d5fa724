// Bundles the server into dist/main.js. Workspace packages (the contract, TypeScript sources) are
// inlined; everything from node_modules stays external and is loaded at run time.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-node-modules',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@salespulse/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
