/**
 * Whether this request is a staff member's draft preview (Next's draft mode, which only /preview
 * turns on, after checking an editor's session). Outside a request (a prerender's static params, a
 * script) nobody is previewing. `next/headers` is imported when asked: the Pages Router's frame
 * shares modules that ask, and may not name it.
 */
export async function previewing(): Promise<boolean> {
  try {
    const { draftMode } = await import('next/headers');
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}
