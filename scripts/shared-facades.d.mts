// Types of what the front-end tests use of scripts/shared-facades.mjs.
export function mantineStyleSheets(root: string, firstNames: Iterable<string>, laterNames: Iterable<string>, outDir: string): { first: string; later: string };
