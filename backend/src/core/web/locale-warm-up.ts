import { createHash } from 'node:crypto';

/**
 * A few lines a page's HTML runs while its scripts download: the first Intl object of a kind makes
 * the browser load that kind's locale data (country names, date formats, plural rules), some 15 ms
 * of processor on this machine and 60 on a phone four times slower, which the first draw paid (a
 * card's country and dates). Done while the processor waits on the network instead, when the
 * browser is idle; later objects of any language find the data loaded. The language does not need
 * to be the one the app picks: what costs is loading the data, once per kind.
 */
export const LOCALE_WARM_UP =
  "(self.requestIdleCallback||setTimeout)(function(){try{var l=navigator.language||'en',d=new Date(0);" +
  "new Intl.DisplayNames([l],{type:'region',fallback:'code'}).of('FR');" +
  "new Intl.DateTimeFormat(l,{dateStyle:'medium',timeZone:'UTC'}).formatRange(d,new Date(2592e5));" +
  "new Intl.PluralRules(l).select(2)}catch(e){}})";

/** The warm-up as the page's Content-Security-Policy allows it (no other inline script runs). */
export const LOCALE_WARM_UP_SOURCE = `'sha256-${createHash('sha256').update(LOCALE_WARM_UP).digest('base64')}'`;

/** The script element carrying it. */
export const LOCALE_WARM_UP_TAG = `<script>${LOCALE_WARM_UP}</script>`;
