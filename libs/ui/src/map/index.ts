/**
 * `@festival/ui/map`: the edition map and the location picker (Leaflet itself loads when one is
 * shown). A subpath on purpose, like `@festival/ui/editions`: it stays out of the shared first-load
 * chunk of `@festival/ui`; what it needs of the app's state (the run-time config) it takes from there.
 */
export * from './EditionMap';
export * from './LocationPicker';
