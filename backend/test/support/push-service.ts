/**
 * A push service for tests, speaking what browsers' push services speak (RFC 8030 / 8291 / 8292):
 * an HTTPS server with a certificate made here, a browser-side subscription (P-256 key pair and
 * 16-byte auth secret), VAPID JWT verification and aes128gcm decryption. Nothing here comes from
 * web-push: it checks what web-push sends independently.
 */
import { createECDH, createPublicKey, generateKeyPairSync, hkdfSync, createDecipheriv, randomBytes, sign, verify, type ECDH, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// ---- A self-signed certificate for 127.0.0.1 / localhost, DER-encoded by hand ----

function der(tag: number, content: Buffer): Buffer {
  const len = content.length;
  const head = len < 0x80 ? Buffer.from([len]) : len < 0x100 ? Buffer.from([0x81, len]) : Buffer.from([0x82, len >> 8, len & 0xff]);
  return Buffer.concat([Buffer.from([tag]), head, content]);
}
const seq = (...items: Buffer[]) => der(0x30, Buffer.concat(items));
const set = (...items: Buffer[]) => der(0x31, Buffer.concat(items));
const integer = (bytes: Buffer) => der(0x02, bytes[0] & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
const octets = (bytes: Buffer) => der(0x04, bytes);
const bits = (bytes: Buffer) => der(0x03, Buffer.concat([Buffer.from([0]), bytes]));
const utf8 = (text: string) => der(0x0c, Buffer.from(text, 'utf8'));
const explicit = (n: number, content: Buffer) => der(0xa0 + n, content);
function oid(dotted: string): Buffer {
  const [a, b, ...rest] = dotted.split('.').map(Number);
  const out = [40 * a + b];
  for (const n of rest) {
    const chunk = [n & 0x7f];
    for (let v = n >> 7; v > 0; v >>= 7) chunk.unshift((v & 0x7f) | 0x80);
    out.push(...chunk);
  }
  return der(0x06, Buffer.from(out));
}
function utcTime(date: Date): Buffer {
  const iso = date.toISOString(); // 2026-11-23T10:00:00.000Z
  return der(0x17, Buffer.from(`${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`));
}

export interface Certificate {
  key: string;
  cert: string;
}

/** An ECDSA P-256 certificate for localhost and 127.0.0.1, valid for a day, signed by its own key. */
export function selfSignedCertificate(): Certificate {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const ecdsaSha256 = seq(oid('1.2.840.10045.4.3.2'));
  const name = seq(set(seq(oid('2.5.4.3'), utf8('festival test push service'))));
  const now = Date.now();
  const tbs = seq(
    explicit(0, integer(Buffer.from([2]))),
    integer(randomBytes(8)),
    ecdsaSha256,
    name,
    seq(utcTime(new Date(now - 60_000)), utcTime(new Date(now + 24 * 3600_000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    explicit(
      3,
      seq(
        // subjectAltName: DNS localhost, IP 127.0.0.1
        seq(oid('2.5.29.17'), octets(seq(der(0x82, Buffer.from('localhost')), der(0x87, Buffer.from([127, 0, 0, 1]))))),
        // basicConstraints: CA (it is its own trust anchor), critical
        seq(oid('2.5.29.19'), der(0x01, Buffer.from([0xff])), octets(seq(der(0x01, Buffer.from([0xff]))))),
      ),
    ),
  );
  const certificate = seq(tbs, ecdsaSha256, bits(sign('sha256', tbs, privateKey)));
  const pem = (label: string, body: Buffer) => `-----BEGIN ${label}-----\n${body.toString('base64').replace(/(.{64})/g, '$1\n').trimEnd()}\n-----END ${label}-----\n`;
  return { key: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string, cert: pem('CERTIFICATE', certificate) };
}

// ---- The browser side of a subscription ----

export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
}

/** What PushManager.subscribe() makes: a P-256 key pair and a 16-byte authentication secret. */
export function browserSubscription(endpoint: string): BrowserSubscription {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') }, ecdh, authSecret };
}

/** Decrypts an aes128gcm Web Push message (RFC 8291 over RFC 8188) with the subscription's private key. */
export function decryptPushMessage(body: Buffer, sub: BrowserSubscription): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`keyid should be the 65-byte application server key, got ${idLength} bytes`);
  if (ciphertext.length > recordSize) throw new Error('one record expected');

  const sharedSecret = sub.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), sub.ecdh.getPublicKey(), serverPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, sub.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // Last record: content, then a 0x02 delimiter, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 0x02) throw new Error('missing last-record padding delimiter');
  return padded.subarray(0, end).toString('utf8');
}

// ---- VAPID (RFC 8292) ----

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

function p256PublicKey(raw: Buffer): KeyObject {
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('VAPID key must be an uncompressed P-256 point');
  return createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') }, format: 'jwk' });
}

/**
 * Checks `Authorization: vapid t=<JWT>, k=<public key>`: ES256 signature by the key, and returns the
 * claims with the key. The caller checks aud / exp / sub against what it expects.
 */
export function verifyVapid(authorization: string | undefined): { claims: VapidClaims; publicKey: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, jwt, k] = match;
  const [headerPart, payloadPart, signaturePart] = jwt.split('.');
  const header = JSON.parse(Buffer.from(headerPart, 'base64url').toString()) as { alg: string; typ: string };
  if (header.alg !== 'ES256') throw new Error(`alg ${header.alg}`);
  const signature = Buffer.from(signaturePart, 'base64url');
  const ok = verify('sha256', Buffer.from(`${headerPart}.${payloadPart}`), { key: p256PublicKey(Buffer.from(k, 'base64url')), dsaEncoding: 'ieee-p1363' }, signature);
  if (!ok) throw new Error('VAPID JWT signature does not verify');
  return { claims: JSON.parse(Buffer.from(payloadPart, 'base64url').toString()) as VapidClaims, publicKey: k };
}

// ---- The service ----

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  at: number;
}

export class FakePushService {
  readonly received: ReceivedPush[] = [];
  /** Status to answer per path (default 201 Created, as push services do). */
  readonly answers = new Map<string, number[]>();
  private waiters: { path: string; resolve: (p: ReceivedPush) => void }[] = [];
  readonly certificate = selfSignedCertificate();
  private readonly server: Server;
  origin = '';

  constructor() {
    this.server = createServer({ key: this.certificate.key, cert: this.certificate.cert }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const push = { path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks), at: Date.now() };
        this.received.push(push);
        const queued = this.answers.get(push.path);
        const status = queued && queued.length > 1 ? queued.shift()! : (queued?.[0] ?? 201);
        res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? '' : 'push service says no');
        this.waiters = this.waiters.filter((w) => {
          if (w.path !== push.path) return true;
          w.resolve(push);
          return false;
        });
      });
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `https://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** A fresh endpoint URL on this service. */
  endpoint(): string {
    return `${this.origin}/push/${randomBytes(12).toString('hex')}`;
  }

  receivedAt(endpoint: string): ReceivedPush[] {
    const path = new URL(endpoint).pathname;
    return this.received.filter((p) => p.path === path);
  }

  /** The next push to this endpoint (counting from `after` pushes already received there). */
  next(endpoint: string, after = this.receivedAt(endpoint).length, timeoutMs = 8000): Promise<ReceivedPush> {
    const path = new URL(endpoint).pathname;
    const already = this.receivedAt(endpoint);
    if (already.length > after) return Promise.resolve(already[after]);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no push to ${path} within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        path,
        resolve: (p) => {
          clearTimeout(timer);
          resolve(p);
        },
      });
    });
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
