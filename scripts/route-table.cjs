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
 * Every `entry.ts` of the apps, the sorted, distinct paths they declare, and for each path its page:
 * the section id and the remote that shows it (`public`, `gestion`, `admin`; null for the shell's),
 * so the server can tell the browser to fetch that page's code at once.
 */
function routeTable(root) {
  const files = [];
  const paths = new Set();
  const pages = {};
  for (const app of APPS) {
    for (const file of entryFiles(join(root, app, 'src'))) {
      files.push(file);
      // Each entry declares its id, then its path.
      for (const m of readFileSync(file, 'utf8').matchAll(/^\s*id:\s*'([^']+)',?\s*$[\s\S]*?^\s*path:\s*'(\/[^']*)',?\s*$/gm)) {
        paths.add(m[2]);
        pages[m[2]] = { section: m[1], remote: app.startsWith('mf-') ? app.slice(3) : null };
      }
    }
  }
  return { files, paths: [...paths].sort(), pages };
}

module.exports = { routeTable };
