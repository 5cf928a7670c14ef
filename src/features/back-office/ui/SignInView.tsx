import type { I18n } from '@payloadcms/translations';

import type { SignInError, SignInLanguage } from '../server/signIn';
import { BodyLogo } from './BodyLogo';
import styles from './SignIn.module.css';

type Props = {
  language: SignInLanguage;
  words: I18n;
  /** Where the sign-in leads afterwards (already checked to be inside /admin). */
  redirect: string;
  error: SignInError | null;
  limitedMessage: string;
};

const t = (words: I18n, key: Parameters<I18n['t']>[0]) => words.t(key);

/**
 * /admin/login as the server draws it: a plain form that posts to /admin/login/submit, usable the
 * moment the page arrives, with or without JavaScript, in the admin's language and the body's mark.
 * The rest of /admin is Payload's, which it opens after the sign-in.
 */
export function SignInView({ language, words, redirect, error, limitedMessage }: Props) {
  const message = error === 'limited' ? limitedMessage : error === 'invalid' ? t(words, 'error:emailOrPasswordIncorrect') : null;
  return (
    <main className={styles.card}>
      <div className={styles.brand}>
        <BodyLogo language={language} />
      </div>
      <h1 className={styles.title}>{t(words, 'authentication:login')}</h1>
      {message && (
        <p className={styles.error} role="alert" id="sign-in-error">
          {message}
        </p>
      )}
      <form method="post" action="/admin/login/submit" className={styles.form}>
        <input type="hidden" name="redirect" value={redirect} />
        <div className={styles.field}>
          <label htmlFor="field-email">{t(words, 'general:email')}</label>
          <input id="field-email" name="email" type="email" autoComplete="username" required maxLength={254} aria-describedby={message ? 'sign-in-error' : undefined} />
        </div>
        <div className={styles.field}>
          <label htmlFor="field-password">{t(words, 'general:password')}</label>
          <input id="field-password" name="password" type="password" autoComplete="current-password" required maxLength={1024} />
        </div>
        <button type="submit" className={styles.submit}>
          {t(words, 'authentication:login')}
        </button>
      </form>
      <a className={styles.link} href="/admin/forgot">
        {t(words, 'authentication:forgotPasswordQuestion')}
      </a>
    </main>
  );
}
