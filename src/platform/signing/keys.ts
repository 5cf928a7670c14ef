import '#server-only';

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';

import { dataDir, siteUrl } from '../env';
import { processWide } from '../processWide';

/**
 * The keys the site signs with: its accreditation credentials, their status lists and the signed
 * answers of its checks (docs/decisions/0032). They come from `CREDENTIAL_SIGNING_KEYS`, a JSON
 * array of JWKs on the P-256 curve (ES256, which every JOSE library verifies): the first is the
 * key that signs and must hold its private part; the others are earlier keys kept so that what
 * they signed still verifies (their public part is enough). Production refuses to start without
 * it (http-server/preflight.ts); elsewhere a throwaway key is made once and kept in data/, and the
 * DID document, every credential and every page that shows a signature say so.
 */
export const SIGNING_ALGORITHM = 'ES256';

export type PublicKey = {
  /** The key's RFC 7638 thumbprint: its id in the DID document (`did:web:…#{kid}`). */
  kid: string;
  jwk: JWK;
  /** An earlier key: listed so that what it signed still verifies, never used to sign. */
  retired: boolean;
};

export type SigningKeys = {
  /** The key that signs now. */
  current: { kid: string; privateKey: CryptoKey };
  /** Every key a signature of the site may carry, the current one first. */
  keys: PublicKey[];
  /** Made on this machine because no key was configured: fine for a trial, never for the public. */
  throwaway: boolean;
};

const THROWAWAY_FILE = '.credential-throwaway-key.json';

/** What is wrong with the configured keys, in words for the operator; empty when they can sign. */
export function signingKeyProblems(value: string | undefined): string[] {
  if (!value) return ['CREDENTIAL_SIGNING_KEYS is not set: give a JSON array of P-256 private JWKs, the signing key first (docs/operations.md, "Signing keys").'];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return ['CREDENTIAL_SIGNING_KEYS is not valid JSON: give a JSON array of JWKs.'];
  }
  if (!Array.isArray(parsed) || parsed.length === 0) return ['CREDENTIAL_SIGNING_KEYS must be a JSON array holding at least one JWK.'];
  const problems: string[] = [];
  parsed.forEach((jwk: Partial<JWK>, i) => {
    if (!jwk || jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.x || !jwk.y) problems.push(`CREDENTIAL_SIGNING_KEYS[${i}] is not an EC key on P-256 (kty "EC", crv "P-256", x and y).`);
    else if (i === 0 && !jwk.d) problems.push('CREDENTIAL_SIGNING_KEYS[0] is the signing key and must hold its private part ("d").');
  });
  return problems;
}

/** The public part of a JWK, as the DID document publishes it. */
const publicPart = ({ kty, crv, x, y }: JWK): JWK => ({ kty, crv, x, y });

async function throwawayJwk(): Promise<JWK> {
  const file = path.join(dataDir, THROWAWAY_FILE);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as JWK;
  const { privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  const jwk = await exportJWK(privateKey);
  mkdirSync(dataDir, { recursive: true });
  // Another process may have written one meanwhile: the first written wins, so all agree.
  try {
    writeFileSync(file, JSON.stringify(jwk), { mode: 0o600, flag: 'wx' });
  } catch {
    return JSON.parse(readFileSync(file, 'utf8')) as JWK;
  }
  return jwk;
}

async function loadKeys(): Promise<SigningKeys> {
  const configured = process.env.CREDENTIAL_SIGNING_KEYS;
  const problems = configured ? signingKeyProblems(configured) : [];
  if (problems.length) throw new Error(problems.join(' '));
  const jwks: JWK[] = configured ? (JSON.parse(configured) as JWK[]) : [await throwawayJwk()];
  const keys = await Promise.all(jwks.map(async (jwk, i) => ({ kid: await calculateJwkThumbprint(publicPart(jwk)), jwk: publicPart(jwk), retired: i > 0 })));
  const privateKey = (await importJWK({ ...jwks[0], alg: SIGNING_ALGORITHM }, SIGNING_ALGORITHM)) as CryptoKey;
  return { current: { kid: keys[0]!.kid, privateKey }, keys, throwaway: !configured };
}

/**
 * A new value of `CREDENTIAL_SIGNING_KEYS` with a new signing key first: on its own for a first
 * key, or, given the keys configured now, followed by each of them as its public part only, so
 * what they signed still verifies and they can sign no more (docs/operations.md, "Signing keys").
 */
export async function keyListWithNewKey(configured?: string): Promise<string> {
  const problems = configured ? signingKeyProblems(configured) : [];
  if (problems.length) throw new Error(problems.join(' '));
  const { privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  const { kty, crv, x, y, d } = await exportJWK(privateKey);
  const earlier = configured ? (JSON.parse(configured) as JWK[]).map(publicPart) : [];
  return JSON.stringify([{ kty, crv, x, y, d }, ...earlier]);
}

/** The keys, read once per process (a change of keys is a restart, as any configuration). */
export function signingKeys(): Promise<SigningKeys> {
  const holder = processWide('signing-keys', () => ({ keys: null as Promise<SigningKeys> | null }));
  holder.keys ??= loadKeys();
  holder.keys.catch(() => (holder.keys = null));
  return holder.keys;
}

/** The site's DID (`did:web`), from SITE_URL and never from a request: `did:web:www.example.jp`, a port as `%3A`. */
export function siteDid(origin = siteUrl()): string {
  const { host } = new URL(origin);
  return `did:web:${host.replace(':', '%3A')}`;
}

/** A key's address in the DID document: what a signature's `kid` header names. */
export const verificationMethodId = (kid: string, did = siteDid()) => `${did}#${kid}`;
