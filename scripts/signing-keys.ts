/**
 * A value for `CREDENTIAL_SIGNING_KEYS` with a new signing key (docs/operations.md, "Signing keys"):
 *
 *   npm run signing-keys                    a first key, alone
 *   npm run signing-keys -- --rotate        a new key first, then the keys in CREDENTIAL_SIGNING_KEYS
 *                                           now, each as its public part only
 *
 * Prints the JSON array to standard output (for the secret store) and what it holds to standard
 * error. Run it on a machine you trust: the output holds a private key.
 */
import { calculateJwkThumbprint, type JWK } from 'jose';

import { keyListWithNewKey } from '../src/platform/signing/keys';

const rotate = process.argv.includes('--rotate');
const configured = process.env.CREDENTIAL_SIGNING_KEYS;
if (rotate && !configured) {
  console.error('--rotate: CREDENTIAL_SIGNING_KEYS is not set in this shell; set it to the keys in use now, or make a first key without --rotate.');
  process.exit(2);
}
try {
  const list = await keyListWithNewKey(rotate ? configured : undefined);
  const keys = JSON.parse(list) as JWK[];
  for (const [i, key] of keys.entries()) console.error(`${i === 0 ? 'signs from now on' : 'earlier, verifies only'}: ${await calculateJwkThumbprint({ kty: key.kty!, crv: key.crv!, x: key.x!, y: key.y! })}`);
  process.stdout.write(`${list}\n`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
