import '#server-only';

import { signingKeys, siteDid, verificationMethodId } from './keys';

/**
 * The site's DID document (`did:web`, served at /.well-known/did.json): every public key a
 * signature of the site may name, the current one first, each as a JsonWebKey verification
 * method that may make assertions (sign credentials and answers). Retired keys stay listed so
 * that what they signed still verifies; a key leaves only when everything it signed has expired
 * (docs/operations.md, "Signing keys"). A throwaway key says so, for a verifier to refuse.
 */
export async function didDocument() {
  const { keys, throwaway } = await signingKeys();
  const id = siteDid();
  const methods = keys.map((key) => ({ id: verificationMethodId(key.kid, id), type: 'JsonWebKey', controller: id, publicKeyJwk: key.jwk }));
  return {
    '@context': ['https://www.w3.org/ns/did/v1', 'https://w3id.org/security/jwk/v1'],
    id,
    verificationMethod: methods,
    assertionMethod: methods.map((m) => m.id),
    ...(throwaway ? { throwaway: true } : {}),
  };
}
