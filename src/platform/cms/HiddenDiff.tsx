/**
 * The version comparison of an internal field (./adminConventions.ts): nothing. Payload's
 * comparison lists every field staff may read, whether or not the edit form shows it
 * (@payloadcms/next, views/Version/RenderFieldsToDiff/buildVersionFields.js); a field's own Diff
 * component is the supported way to show something else in its place.
 */
export function HiddenDiff() {
  return null;
}
