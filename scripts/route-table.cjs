// The page paths of the product, read from the section entries of the shell and the remotes
// (`entry.ts` files are data only: one `path: '…'` per section). The shell's build writes them to
// shell/dist/routes.json; the server answers a path that matches none with 404 (the product's 404
// page). shell/src/sections.spec.ts checks that this list is exactly the registries' paths.
const { readdirSync, readFileSync, statSync } = require('node:fs');
const { join } = require('node:path');

const APPS = ['shell', 'mf-public', 'mf-gestion', 'mf-admin'];

function entryFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return entryFiles(path);
    return name === 'entry.ts' ? [path] : [];
  });
}

/**
 * Every `entry.ts` of the apps, the sorted, distinct paths they declare, and for each path of a
 * remote the remote that shows it (`public`, `gestion`, `admin`), so the server can tell the browser
 * to fetch that remote at once.
 */
function routeTable(root) {
  const files = [];
  const paths = new Set();
  const remotes = {};
  for (const app of APPS) {
    for (const file of entryFiles(join(root, app, 'src'))) {
      files.push(file);
      for (const m of readFileSync(file, 'utf8').matchAll(/^\s*path:\s*'(\/[^']*)',?\s*$/gm)) {
        paths.add(m[1]);
        if (app.startsWith('mf-')) remotes[m[1]] = app.slice(3);
      }
    }
  }
  return { files, paths: [...paths].sort(), remotes };
}

module.exports = { routeTable };
