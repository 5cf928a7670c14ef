import { gunzipSync } from 'node:zlib';

import { compactVerify, decodeProtectedHeader, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { generateSampleAccreditedBodies, importAccreditedBodies } from '@/features/accredited-bodies/cms';
import { didDocument } from '@/platform/signing/did';
import { todayInJapan } from '@/platform/time/japan';

import { issueCredential } from '../server/credential';
import { currentStatusList } from '../server/signedLists';

import { startTestPayload } from '@tests/support/payload';

/**
 * Credentials on a database (both engines): what a verifier reads of an accreditation, and how a
 * suspension, its correction, an ending and a deleted record reach the status lists at once; the
 * signed answers; the check page's verdicts; a key rotation after which old credentials still verify.
 */

let payload: Payload;
let stop: () => Promise<void>;
const today = todayInJapan();
let firstKey: JWK;
// Loaded once Payload runs on the test's database: they reach the CMS client, which reads the
// database's address when first imported (before, it would be the one in data/).
let signedAnswer: typeof import('../server/answers').signedAnswer;
let checkDocument: typeof import('../server/check').checkDocument;
let bulkCheckQuestion: typeof import('@/features/verification').bulkCheckQuestion;

const newKey = async () => exportJWK((await generateKeyPair('ES256', { extractable: true })).privateKey);
/** Keys are read once per process: a rotation is a restart, which this stands for. */
const restartWithKeys = (keys: JWK[]) => {
  process.env.CREDENTIAL_SIGNING_KEYS = JSON.stringify(keys);
  Reflect.set(globalThis, Symbol.for('accreditation-site.signing-keys'), undefined);
};

beforeAll(async () => {
  firstKey = await newKey();
  restartWithKeys([firstKey]);
  ({ payload, stop } = await startTestPayload());
  ({ signedAnswer } = await import('../server/answers'));
  ({ checkDocument } = await import('../server/check'));
  ({ bulkCheckQuestion } = await import('@/features/verification'));
  process.env.SITE_URL = 'https://site.example';
  const [sample] = generateSampleAccreditedBodies(1, { seed: 3 });
  const body = (number: string) => ({ ...sample!, accreditationNumber: number, initialDate: '2020-04-01', renewalDate: '2023-04-01', expiryDate: '2099-03-31', suspensionStart: undefined, suspensionEnd: undefined, endedOn: undefined, endKind: undefined });
  await importAccreditedBodies(payload, [body('VC0001'), body('VC0002'), body('VC0003')]);
}, 120_000);
afterAll(async () => stop());

/** Verifies a compact JWS against the published DID document, as any verifier would. */
async function verifyWithDid(jws: string) {
  const did = await didDocument();
  const { kid } = decodeProtectedHeader(jws);
  const method = did.verificationMethod.find((m) => m.id === kid);
  if (!method || !did.assertionMethod.includes(method.id)) throw new Error(`key ${kid} is not in the DID document`);
  const { payload: bytes } = await compactVerify(jws, await importJWK(method.publicKeyJwk, 'ES256'));
  return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
}

async function bitOf(purpose: 'revocation' | 'suspension', position: number): Promise<boolean> {
  const list = (await verifyWithDid((await currentStatusList(payload, purpose)).jwt)) as { credentialSubject: { encodedList: string } };
  const bytes = gunzipSync(Buffer.from(list.credentialSubject.encodedList.slice(1), 'base64url'));
  return (bytes[position >> 3]! & (0x80 >> (position & 7))) !== 0;
}

const bodyId = async (number: string) => (await payload.find({ collection: 'accredited-bodies', where: { accreditationNumber: { equals: number } }, depth: 0 })).docs[0]!.id;
const positionOf = (credential: { credentialStatus: { statusListIndex: string }[] }) => Number(credential.credentialStatus[0]!.statusListIndex);

describe('an accreditation as a credential', () => {
  it('is signed by the did:web of the site and says who, what, until when, and where its status is', async () => {
    const issued = (await issueCredential(payload, 'VC0001'))!;
    expect(decodeProtectedHeader(issued.jwt)).toMatchObject({ alg: 'ES256', typ: 'vc+jwt', cty: 'vc' });
    const claims = await verifyWithDid(issued.jwt);
    expect(claims).toMatchObject({
      '@context': ['https://www.w3.org/ns/credentials/v2'],
      type: ['VerifiableCredential', 'AccreditationCredential'],
      issuer: { id: 'did:web:site.example' },
      // From the start of its current cycle (its renewal), to the end of its expiry day in Japan.
      validFrom: '2023-04-01T00:00:00+09:00',
      validUntil: '2099-03-31T23:59:59+09:00',
      credentialSubject: { id: 'https://site.example/certification_institutions/VC0001', accreditation: { accreditationNumber: 'VC0001', statusWhenIssued: 'active' } },
    });
    expect(issued.credential.credentialStatus.map((s) => [s.statusPurpose, s.statusListCredential])).toEqual([
      ['revocation', 'https://site.example/credentials/status/revocation'],
      ['suspension', 'https://site.example/credentials/status/suspension'],
    ]);
    // Its position is fixed at the first credential: the next one names the same.
    expect(positionOf((await issueCredential(payload, 'VC0001'))!.credential)).toBe(positionOf(issued.credential));
    expect(await issueCredential(payload, 'NO-SUCH')).toBeNull();
  });

  it('is suspended in the list the moment the suspension is saved, and no longer once it is corrected as entered in error', async () => {
    const position = positionOf((await issueCredential(payload, 'VC0001'))!.credential);
    expect(await bitOf('suspension', position)).toBe(false);
    await payload.update({ collection: 'accredited-bodies', id: await bodyId('VC0001'), data: { suspensionStart: today, confirmNotValid: true } as never });
    expect(await bitOf('suspension', position)).toBe(true);
    expect(await bitOf('revocation', position)).toBe(false);
    const { docs } = await payload.find({ collection: 'validity-history', where: { subjectKey: { equals: 'VC0001' } }, sort: '-createdAt', limit: 1, depth: 0 });
    await payload.update({ collection: 'validity-history', id: docs[0]!.id, data: { enteredInError: true, correctionReason: '別の機関と取り違えました' } as never });
    expect(await bitOf('suspension', position)).toBe(false);
  });

  it('is revoked when the accreditation ends, and stays revoked when its record is deleted; a position is never given again', async () => {
    const second = positionOf((await issueCredential(payload, 'VC0002'))!.credential);
    await payload.update({ collection: 'accredited-bodies', id: await bodyId('VC0002'), data: { endedOn: today, endKind: 'withdrawn', confirmNotValid: true } as never });
    expect(await bitOf('revocation', second)).toBe(true);
    await payload.delete({ collection: 'accredited-bodies', id: await bodyId('VC0002') });
    expect(await bitOf('revocation', second)).toBe(true);
    const third = positionOf((await issueCredential(payload, 'VC0003'))!.credential);
    expect(third).toBeGreaterThan(second);
    expect(await bitOf('revocation', third)).toBe(false);
  });

  it('keeps the signature and ETag of an unchanged list, and signs it again only when a bit changes', async () => {
    const before = await currentStatusList(payload, 'suspension');
    expect((await currentStatusList(payload, 'suspension')).jwt).toBe(before.jwt);
    await payload.update({ collection: 'accredited-bodies', id: await bodyId('VC0003'), data: { suspensionStart: today, confirmNotValid: true } as never });
    const after = await currentStatusList(payload, 'suspension');
    expect(after.etag).not.toBe(before.etag);
  });
});

describe('the check of a pasted document', () => {
  it('tells a genuine credential, its period and its status bits now', async () => {
    const { jwt } = (await issueCredential(payload, 'VC0003'))!;
    expect(await checkDocument(payload, `  ${jwt}\n`)).toMatchObject({ kind: 'credential', number: 'VC0003', period: 'current', retired: false, status: { revocation: false, suspension: true } });
    // After its expiry, the same credential is out of its period.
    expect(await checkDocument(payload, jwt, new Date('2100-01-01T00:00:00Z'))).toMatchObject({ kind: 'credential', period: 'expired' });
  });

  it('tells a changed document, a stranger’s key and text that is no signature at all', async () => {
    const { jwt } = (await issueCredential(payload, 'VC0001'))!;
    const [header, body, signature] = jwt.split('.');
    const changed = Buffer.from(body!, 'base64url').toString().replace('VC0001', 'VC0009');
    expect(await checkDocument(payload, `${header}.${Buffer.from(changed).toString('base64url')}.${signature}`)).toEqual({ kind: 'altered' });
    const stranger = await importJWK(await newKey(), 'ES256');
    const { CompactSign } = await import('jose');
    const forged = await new CompactSign(Buffer.from(changed)).setProtectedHeader({ alg: 'ES256', kid: 'did:web:site.example#someone-else', typ: 'vc+jwt' }).sign(stranger);
    expect(await checkDocument(payload, forged)).toMatchObject({ kind: 'foreignKey' });
    expect(await checkDocument(payload, 'not a signed record')).toEqual({ kind: 'unreadable' });
  });

  it('reads a signed answer back: what was asked, on which day, and what the site said', async () => {
    const { jwt, claims } = await signedAnswer({ numbers: ['VC0001', 'NOPE-1'], day: today, today });
    expect(claims).toMatchObject({ iss: 'did:web:site.example', question: { numbers: ['VC0001', 'NOPE-1'], day: today } });
    const check = await checkDocument(payload, jwt);
    expect(check).toMatchObject({ kind: 'answer', day: today });
    if (check.kind !== 'answer') throw new Error('not an answer');
    expect(check.results.map((r) => [r.number, r.found, r.matches[0]?.status])).toEqual([
      ['VC0001', true, 'valid'],
      ['NOPE-1', false, undefined],
    ]);
    expect(await bulkCheckQuestion('not-a-token')).toBeNull();
  });
});

describe('a key rotation', () => {
  it('signs with the new key and still verifies what the old one signed, naming it as earlier', async () => {
    const old = (await issueCredential(payload, 'VC0001'))!.jwt;
    restartWithKeys([await newKey(), { kty: firstKey.kty, crv: firstKey.crv, x: firstKey.x, y: firstKey.y }]);
    const fresh = (await issueCredential(payload, 'VC0001'))!.jwt;
    expect(decodeProtectedHeader(fresh).kid).not.toBe(decodeProtectedHeader(old).kid);
    expect((await didDocument()).verificationMethod).toHaveLength(2);
    await verifyWithDid(old);
    expect(await checkDocument(payload, old)).toMatchObject({ kind: 'credential', retired: true });
    expect(await checkDocument(payload, fresh)).toMatchObject({ kind: 'credential', retired: false });
    // Without the old key listed, what it signed is no longer the site's.
    restartWithKeys([await newKey()]);
    expect(await checkDocument(payload, old)).toMatchObject({ kind: 'foreignKey' });
  });
});
