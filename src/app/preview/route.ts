import { draftMode, headers } from 'next/headers';
import { getTranslations } from '@/i18n/server';

import { userHasRole } from '@/platform/cms/access';
import { previewTarget } from '@/platform/cms/preview';
import { getPayloadClient } from '@/platform/cms/client';

export const dynamic = 'force-dynamic';

const text = (status: number, body: string) => new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * Draft preview for editors: `/preview?path=/news/x&locale=en` checks the /admin session, turns
 * on draft mode for this browser and opens the page; `/preview?exit` turns it off again. The
 * guard is here, on the action: without the session of a staff member who may read drafts (an
 * editor), nothing changes.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const draft = await draftMode();
  if (params.has('exit')) {
    draft.disable();
    return new Response(null, { status: 303, headers: { location: '/', 'cache-control': 'no-store' } });
  }
  const t = await getTranslations({ locale: params.get('locale') === 'en' ? 'en' : 'ja', namespace: 'information' });
  const target = previewTarget(params);
  if (!target.ok) return text(400, t('previewInvalid'));
  const payload = await getPayloadClient();
  const { user } = await payload.auth({ headers: await headers() });
  if (!userHasRole(user, 'editor')) return text(403, t('previewSignIn'));
  draft.enable();
  return new Response(null, { status: 303, headers: { location: target.href, 'cache-control': 'no-store' } });
}
