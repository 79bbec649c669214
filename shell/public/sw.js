/*
 * Service worker of the Festival Platform (served at /sw.js, never cached by the server).
 * - Push: shows the notification the server sent; a click focuses a window already on its page
 *   or opens it, and marks the notification read.
 * - Offline start: the app shell (index page, scripts, styles, translations, icons) is kept in a
 *   cache. Pages are network-first with the cached index as the fallback; content-hashed files are
 *   cache-first; other files network-first. /api is never cached nor touched, but for one answer:
 * - My tickets offline: GET /api/my-tickets is network-first into a cache of its own
 *   (PRIVATE_CACHE), answered from there when the network fails, marked `X-From-Cache: 1` with the
 *   copy's time in `X-Cached-At`; the page wipes that cache on sign-out (and may post 'wipe-private').
 */
const CACHE = 'festival-shell-v1';
const INDEX = '/index.html';
const PRECACHE = ['/', '/manifest.webmanifest', '/logo.svg', '/favicon.svg', '/icons/icon-192.png', '/icons/badge-72.png', '/app-config.json'];
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg|webp)$/;
/** Old content-hashed files pile up with each deployment: keep the cache to this many entries. */
const MAX_ENTRIES = 300;
const DEFAULT_ICON = '/icons/icon-192.png';
const DEFAULT_BADGE = '/icons/badge-72.png';
/** One user's own answers kept for offline use: apart from the shell's files, wiped on sign-out. */
const PRIVATE_CACHE = 'festival-private-v1';
const PRIVATE_PATHS = ['/api/my-tickets'];

function isCacheable(url) {
  if (url.origin !== self.location.origin) return false;
  const p = url.pathname;
  return !(p === '/api' || p.startsWith('/api/') || p.startsWith('/uploads/') || p === '/sw.js');
}

/** Scripts and styles the index page names, so the very first visit can start offline later. */
function assetsOf(html) {
  const urls = new Set();
  for (const m of html.matchAll(/(?:src|href)="(\/[^"]+)"/g)) urls.add(m[1]);
  return [...urls].filter((u) => isCacheable(new URL(u, self.location.origin)));
}

async function trim(cache) {
  const keys = await cache.keys();
  for (let i = 0; i < keys.length - MAX_ENTRIES; i++) await cache.delete(keys[i]);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      try {
        const res = await fetch('/', { cache: 'no-cache' });
        if (res.ok) {
          const html = await res.clone().text();
          await cache.put(INDEX, res);
          await Promise.allSettled(assetsOf(html).map((u) => cache.add(u)));
        }
      } catch {
        /* offline while installing: the cache fills on the next visits */
      }
      await Promise.allSettled(PRECACHE.filter((u) => u !== '/').map((u) => cache.add(u)));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith('festival-shell-') && n !== CACHE).map((n) => caches.delete(n)));
      await self.clients.claim();
    })(),
  );
});

async function networkFirstPage(request) {
  const cache = await caches.open(CACHE);
  try {
    const res = await fetch(request);
    if (res.ok && (res.headers.get('content-type') || '').includes('text/html')) await cache.put(INDEX, res.clone());
    return res;
  } catch (err) {
    const cached = await cache.match(INDEX);
    if (cached) return cached;
    throw err;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const res = await fetch(request);
  if (res.ok && res.type === 'basic') {
    await cache.put(request, res.clone());
    void trim(cache);
  }
  return res;
}

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const res = await fetch(request);
    if (res.ok && res.type === 'basic') await cache.put(request, res.clone());
    return res;
  } catch (err) {
    const cached = await cache.match(request);
    if (cached) return cached;
    throw err;
  }
}

/** The user's last answer, kept with its time; offline, that copy marked as one. Only a 200 is kept: a 401 (signed out elsewhere) drops the copy. */
async function networkFirstPrivate(request) {
  const cache = await caches.open(PRIVATE_CACHE);
  let res;
  try {
    res = await fetch(request);
  } catch (err) {
    const cached = await cache.match(request);
    if (!cached) throw err;
    const headers = new Headers(cached.headers);
    headers.set('X-From-Cache', '1');
    return new Response(cached.body, { status: cached.status, statusText: cached.statusText, headers });
  }
  if (res.status === 200 && res.type === 'basic') {
    const headers = new Headers(res.headers);
    headers.set('X-Cached-At', new Date().toISOString());
    await cache.put(request, new Response(await res.clone().blob(), { status: 200, statusText: res.statusText, headers }));
  } else if (res.status === 401 || res.status === 403) {
    await cache.delete(request);
  }
  return res;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || request.headers.has('range')) return;
  const url = new URL(request.url);
  if (url.origin === self.location.origin && PRIVATE_PATHS.includes(url.pathname)) {
    event.respondWith(networkFirstPrivate(request));
    return;
  }
  if (!isCacheable(url)) return; // the browser handles it: API calls, the live stream, uploads, other sites
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(request));
  } else if (HASHED.test(url.pathname)) {
    event.respondWith(cacheFirst(request));
  } else {
    event.respondWith(networkFirst(request));
  }
});

// The page lists what it loaded before this worker controlled it (first visit): keep those too.
self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type === 'wipe-private') {
    event.waitUntil(caches.delete(PRIVATE_CACHE));
    return;
  }
  if (data.type !== 'cache-urls' || !Array.isArray(data.urls)) return;
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const wanted = data.urls
        .map((u) => new URL(u, self.location.origin))
        .filter((url) => isCacheable(url) && url.pathname !== '/');
      await Promise.allSettled(
        wanted.map(async (url) => {
          if (!(await cache.match(url.href))) await cache.add(url.href);
        }),
      );
      void trim(cache);
    })(),
  );
});

// ---- push -------------------------------------------------------------------------------------

function readPayload(event) {
  if (!event.data) return {};
  try {
    return event.data.json();
  } catch {
    return { body: event.data.text() };
  }
}

self.addEventListener('push', (event) => {
  const data = readPayload(event);
  const id = data.notificationId;
  const options = {
    body: data.body || '',
    icon: data.icon || DEFAULT_ICON,
    badge: data.badge || DEFAULT_BADGE,
    tag: data.tag || (id ? `notification-${id}` : undefined),
    data: { url: data.url || null, notificationId: id || null },
  };
  event.waitUntil(self.registration.showNotification(data.title || 'Festival Platform', options));
});

/** A window already showing the page is focused; otherwise one of ours goes there, or a new one opens. */
async function openTarget(target) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const exact = windows.find((w) => w.url === target.href);
  if (exact) return exact.focus();
  if (target.origin === self.location.origin) {
    const ours = windows.find((w) => new URL(w.url).origin === self.location.origin);
    if (ours) {
      try {
        const moved = await ours.navigate(target.href);
        return (moved || ours).focus();
      } catch {
        /* uncontrolled window: open a new one */
      }
    }
  }
  return self.clients.openWindow(target.href);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { url, notificationId } = event.notification.data || {};
  const target = new URL(url || '/notifications', self.location.origin);
  event.waitUntil(
    Promise.allSettled([
      openTarget(target),
      notificationId ? fetch(`/api/notifications/${notificationId}/read`, { method: 'PATCH', credentials: 'include' }) : Promise.resolve(),
    ]),
  );
});

// The push service renewed the subscription: tell the server about the new one.
self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    (async () => {
      try {
        const keyRes = await fetch('/api/notifications/push/public-key', { credentials: 'include' });
        const { publicKey } = await keyRes.json();
        const padded = publicKey.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (publicKey.length % 4)) % 4);
        const applicationServerKey = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
        const sub = await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
        await fetch('/api/notifications/push/subscribe', {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ subscription: sub.toJSON() }),
        });
      } catch {
        /* the page checks the subscription at its next start */
      }
    })(),
  );
});
