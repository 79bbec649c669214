// Pure pieces of the i18n library, importable without i18next (unit tests, server-side helpers).
export * from './languages';
export { isLanguageCode as isSafeTag } from './languages';
