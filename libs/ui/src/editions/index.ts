/**
 * `@festival/ui/editions`: edition flags, their icons and the day range, for the remotes that show
 * editions. A subpath on purpose: it stays out of the shared first-load chunk of `@festival/ui`.
 */
export * from './countries';
export * from './CountrySelect';
export * from './editionFlags';
export * from './flagIcons';
export * from './editionQueries';
