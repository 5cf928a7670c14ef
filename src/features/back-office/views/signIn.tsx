import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { redirect as go } from 'next/navigation';
import type { ReactNode } from 'react';

import { getTranslations } from '@/i18n/server';
import { getPayloadClient } from '@/platform/cms/client';

import { afterSignIn, signIn, signInLanguage, signInWords } from '../server/signIn';
import styles from '../ui/SignIn.module.css';
import { SignInView } from '../ui/SignInView';

type Search = Promise<{ redirect?: string | string[]; error?: string | string[] }>;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

async function requestLanguage() {
  return signInLanguage((await cookies()).toString(), (await headers()).get('accept-language'));
}

/** Its own <html>, in the admin's language: the page stands outside Payload's admin frame. */
export async function SignInLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={await requestLanguage()}>
      <body className={styles.page}>{children}</body>
    </html>
  );
}

export async function signInMetadata(): Promise<Metadata> {
  const words = await signInWords(await requestLanguage());
  return { title: `${words.t('authentication:login')} | JAB CMS`, robots: { index: false, follow: false } };
}

/** /admin/login: the form, drawn by the server (Payload's own appears only after 2.8 MB of scripts). */
export async function SignInPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const target = afterSignIn(one(params.redirect));
  // Someone already signed in goes on, as Payload's own sign-in page does.
  const payload = await getPayloadClient();
  const { user } = await payload.auth({ headers: await headers() });
  if (user) go(target);
  // Before anyone has an account, Payload's page for the first one (which the site allows only on this machine).
  if ((await payload.count({ collection: 'users', overrideAccess: true })).totalDocs === 0) go('/admin/create-first-user');

  const language = await requestLanguage();
  const [words, tForms] = await Promise.all([signInWords(language), getTranslations({ locale: language, namespace: 'forms' })]);
  const error = one(params.error);
  return (
    <SignInView
      language={language}
      words={words}
      redirect={target}
      error={error === 'limited' ? 'limited' : error === 'invalid' ? 'invalid' : null}
      limitedMessage={tForms('staffAuthLimited')}
    />
  );
}

const seeOther = (location: string, cookie?: string) =>
  new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store', ...(cookie ? { 'set-cookie': cookie } : {}) } });

/**
 * The form's post (/admin/login/submit): the session cookie and on into /admin, or back to the form
 * with the reason. The site's server has already checked the post's origin and size and counted it
 * against the client's sign-in allowance (src/http-server/guard.ts); Payload's login counts it per
 * account and client and gives unknown addresses the same work.
 */
export async function signInPost(request: Request): Promise<Response> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return seeOther('/admin/login?error=invalid');
  }
  const target = afterSignIn(form.get('redirect'));
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const outcome = await signIn(text('email').trim(), text('password'), request.headers);
  if (outcome.ok) return seeOther(target, outcome.cookie);
  const back = new URLSearchParams({ error: outcome.error, ...(target !== '/admin' ? { redirect: target } : {}) });
  return seeOther(`/admin/login?${back.toString()}`);
}
