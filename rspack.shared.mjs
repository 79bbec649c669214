// One rspack configuration for the shell and the three remotes (Module Federation).
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { writeSharedFacades } from './scripts/shared-facades.mjs';

const root = import.meta.dirname;
const { routeTable } = createRequire(import.meta.url)('./scripts/route-table.cjs');

/**
 * Writes routes.json (every page path of every registry) for the server's 404s, and
 * route-pages.json (the section and remote of each page) for its preload hints; rebuilt when an entry changes.
 */
class RouteTablePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RouteTable', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RouteTable', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const { files, paths, pages } = routeTable(root);
        for (const file of files) compilation.fileDependencies.add(file);
        compilation.emitAsset('routes.json', new rspack.sources.RawSource(JSON.stringify(paths, null, 1)));
        compilation.emitAsset('route-pages.json', new rspack.sources.RawSource(JSON.stringify(pages, null, 1)));
      });
    });
  }
}
/**
 * Writes page-chunks.json: the files (scripts and styles) of each page's lazily loaded code, by
 * section id, as the app's page map declares them (`'public/home': lazyPage(() => import('./home/HomePage'))`
 * in routes.tsx, or the shell's router.tsx), and for the shell under 'start' those of its start-up
 * code (import('./bootstrap')). The server names them in a page's HTML, so that the browser fetches
 * them with the HTML instead of after the code that asks for them has run.
 */
class PageChunksPlugin {
  constructor(pageMap) {
    this.pageMap = pageMap;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PageChunks', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageChunks', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const sectionOf = new Map([['./bootstrap', 'start']]);
        for (const m of readFileSync(this.pageMap, 'utf8').matchAll(/'([a-z-]+\/[a-z0-9-]+)':\s*lazyPage\(\(\)\s*=>\s*import\('([^']+)'\)/g)) sectionOf.set(m[2], m[1]);
        const pages = {};
        for (const group of compilation.chunkGroups) {
          const section = group.origins.map((o) => sectionOf.get(o.request ?? '')).find(Boolean);
          if (section) pages[section] = group.getFiles().filter((f) => /\.(js|css)$/.test(f));
        }
        compilation.emitAsset('page-chunks.json', new rspack.sources.RawSource(JSON.stringify(pages, null, 1)));
      });
    });
  }
}

/**
 * Marks the shell's start-up libraries (its entry's scripts but the runtime: React DOM, and the
 * other shared libraries) for V8's eager compilation (`//# allFunctionsCalledOnLoad`, Chromium 136
 * and later; other engines read a comment): most of their functions run in the first draw, and
 * compiled on a background thread while the file downloads they are no longer compiled one by one
 * on the page's thread as the first draw calls them. On a throttled phone the first draw comes
 * about 0.2 s sooner (`npm run bench:first-visit`). After minification (which drops comments),
 * before the source maps.
 */
class CompileHintsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHints', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHints', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const entry of compilation.entrypoints.values()) {
          const runtime = entry.getRuntimeChunk();
          for (const chunk of entry.chunks) {
            if (chunk === runtime) continue;
            for (const file of chunk.files) {
              if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new rspack.sources.ConcatSource('//# allFunctionsCalledOnLoad\n', source));
            }
          }
        }
      });
    });
  }
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of 1 KiB or more, once per
 * build, at the strongest settings: the server sends them as they are (core/web/front-ends.ts)
 * instead of compressing each answer on the fly, and brotli is about a fifth smaller than gzip.
 */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('Precompress', async (compilation) => {
      const out = compilation.outputOptions.path;
      const brotli = promisify(zlib.brotliCompress);
      const gzip = promisify(zlib.gzip);
      const names = compilation
        .getAssets()
        .filter((a) => /\.(js|css|json|svg|html|webmanifest)$/.test(a.name) && a.source.size() >= 1024)
        .map((a) => a.name);
      await Promise.all(
        names.map(async (name) => {
          const file = join(out, name);
          const data = await readFile(file);
          const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length };
          await writeFile(`${file}.br`, await brotli(data, { params }));
          await writeFile(`${file}.gz`, await gzip(data, { level: 9 }));
        }),
      );
    });
  }
}

// Read versions straight from node_modules: some packages (e.g. @mantine/core) do not export ./package.json.
// A subpath (@festival/ui/later) has its package's version.
const version = (name) => JSON.parse(readFileSync(join(root, 'node_modules', ...name.split('/').slice(0, name.startsWith('@') ? 2 : 1), 'package.json'), 'utf8')).version;

/** Singletons: one React, one router, one i18n instance, one query client and auth store for host and remotes. */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'i18next',
  'react-i18next',
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/notifications',
  '@mantine/form',
  '@tanstack/react-query',
  '@festival/api-client',
  '@festival/ui',
  '@festival/ui/later',
  '@festival/i18n',
];

/** Shared modules not every page needs: loaded when first asked for. */
const LATE_SHARED = ['@festival/ui/later', '@mantine/form'];

let facadesWritten;
/** The production host's facades (and Mantine's style sheets cut alike), written once per build. */
function sharedFacades() {
  facadesWritten ??= writeSharedFacades(root, join(root, 'node_modules', '.cache', 'shared-facades'));
  return facadesWritten;
}

/**
 * The shared modules. In production the large libraries are shared as facades keeping only the
 * exports the product uses (scripts/shared-facades.mjs), and only the shell provides them: a
 * remote's build carries no copy of its own (import: false), so every remote runs on the shell's
 * one instance of each, and builds faster.
 */
export function shared({ production = false, host = false } = {}) {
  const facades = production && host ? sharedFacades() : {};
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const config = { singleton: true, requiredVersion: `^${version(name)}`, version: version(name) };
      if (production && !host) return [name, { ...config, import: false }];
      // What every page needs comes in the shell's main script (no second round trip for it).
      const eager = production && host && !LATE_SHARED.includes(name);
      return [name, { ...config, ...(facades[name] ? { import: facades[name].file } : {}), ...(eager ? { eager: true } : {}) }];
    }),
  );
}

/**
 * @param {{ name: string, dir: string, port: number, exposes?: Record<string,string>, host?: boolean, standalone?: boolean, mode?: string }} o
 */
export function createConfig(o) {
  const production = (o.mode ?? process.env.NODE_ENV) !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: o.dir,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: join(o.dir, 'dist'),
      // Remotes are served under /remotes/<name>/: 'auto' resolves chunk URLs from where the entry came from.
      publicPath: o.host ? '/' : 'auto',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      uniqueName: o.name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      // react-router's package exports point at its development build (warnings, invariants); the
      // production build beside it is smaller and quiet.
      // The production shell's Mantine styles: those of the components a first page may draw (the rest
      // come with @festival/ui/later; scripts/shared-facades.mjs).
      alias: production
        ? {
            'react-router$': join(root, 'node_modules/react-router/dist/production/index.mjs'),
            ...(o.host ? { '@mantine/core/styles.css$': sharedFacades().mantineStyles } : {}),
          }
        : {},
    },
    experiments: { css: true },
    module: {
      // An import of a name a module does not export fails the build (a facade missing a name included).
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css' },
        { test: /\.(svg|png|webp|ico)$/, type: 'asset/resource' },
        // The QR reader's WebAssembly (zxing-wasm): a file of ours, loaded by the scanner page only.
        { test: /\.wasm$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: o.name,
        filename: 'remoteEntry.js',
        exposes: o.host ? undefined : (o.exposes ?? {}),
        shared: shared({ production, host: o.host }),
        // Host and remotes are built together with the same versions: a shared module first asked
        // for late (e.g. by a lazy chunk) takes what is loaded, instead of fetching every remote's
        // entry to compare versions ('version-first', the default).
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // One Module Federation runtime per page: the shell's. A remote's entry uses it (global
        // _FEDERATION_RUNTIME_CORE) instead of carrying a copy. Standalone remotes (dev servers) keep theirs.
        experiments: { optimization: { disableSnapshot: true, target: 'web' }, ...(production ? (o.host ? { provideExternalRuntime: true } : { externalRuntime: true }) : {}) },
      }),
      o.host || (o.standalone && !production)
        ? new rspack.HtmlRspackPlugin({ template: join(o.dir, 'index.html'), inject: 'body', scriptLoading: 'defer' })
        : null,
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      // Mantine's ScrollArea takes one hook of @floating-ui/react: an equivalent keeps that library off the first page.
      new rspack.NormalModuleReplacementPlugin(/^@floating-ui\/react$/, (resource) => {
        if (/[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]/.test(resource.contextInfo?.issuer ?? '')) {
          resource.request = join(root, 'scripts', 'merge-refs-for-scroll-area.mjs');
        }
      }),
      o.host ? new RouteTablePlugin() : null,
      new PageChunksPlugin(join(o.dir, 'src', o.host ? 'app/router.tsx' : 'routes.tsx')),
      production && o.host ? new CompileHintsPlugin() : null,
      production ? new PrecompressPlugin() : null,
      o.host ? new rspack.CopyRspackPlugin({ patterns: [{ from: join(o.dir, 'public'), to: '.', noErrorOnMissing: true }] }) : null,
    ].filter(Boolean),
    // The shell's start-up code (its shared libraries are eager) in a few scripts the HTML names, which
    // the browser fetches side by side, and whose libraries stay cached across deployments of the app.
    // React DOM apart from the other libraries: two files compile on two threads (CompileHintsPlugin).
    optimization: {
      minimize: production,
      ...(production && o.host
        ? { splitChunks: { chunks: 'all', cacheGroups: { reactDom: { test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, name: 'react-dom', priority: 10, enforce: true } } } }
        : {}),
    },
    performance: { hints: false },
    devServer: {
      port: o.port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/uploads', '/locales', '/app-config.json', '/remotes'], target: 'http://localhost:3000' }],
    },
    stats: 'errors-warnings',
  };
}
