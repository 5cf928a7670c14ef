import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getMessages, setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/i18n/server';

import { DescriptionList } from '@/ui/DescriptionList';
import { ConfirmForm } from '../ui/ConfirmForm';
import { FormView, type FormLabels } from '../ui/FormView';
import styles from '../ui/Form.module.css';
import { SubmitButton } from '../ui/SubmitButton';
import { ClosureNotice } from '@/features/organisation';
import { PageShell } from '@/shell/PageShell';
import { reviewForm, submitFormStep } from '../actions';
import { draftCookie, readDraft, receiptCookie } from '../server/drafts';
import type { ErrorCode } from '../fields';
import { forms, STEP_FIELD, submissionCollection, type FormKind } from '../registry';
import { getPayloadClient } from '@/platform/cms/client';
import { localizedHref, type Locale } from '@/i18n/routing';

type FormMessages = {
  title: string;
  confirmTitle: string;
  successTitle: string;
  lead: string;
  noSales: string;
  successLead: string;
  successNext: string;
  selectPrompt: string;
  fields: Record<string, string>;
  hints: Record<string, string>;
  options: Record<string, Record<string, string>>;
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

async function formMessages(locale: Locale, kind: FormKind): Promise<{ form: FormMessages; errors: Record<ErrorCode, string> }> {
  const messages = await getMessages({ locale });
  return { form: messages.forms[kind], errors: messages.forms.errors };
}

async function Steps({ locale, current }: { locale: Locale; current: 1 | 2 | 3 }) {
  const t = await getTranslations({ locale, namespace: 'forms.common' });
  const steps = [t('stepInput'), t('stepConfirm'), t('stepComplete')];
  return (
    <ol className={styles.steps} aria-label={t('stepsLabel')}>
      {steps.map((step, i) => (
        <li key={step} aria-current={i + 1 === current ? 'step' : undefined}>
          {step}
          {i + 1 === current && <span className="visually-hidden">{t('currentStep')}</span>}
        </li>
      ))}
    </ol>
  );
}

async function InputPage({ kind, locale, searchParams }: { kind: FormKind; locale: Locale; searchParams: SearchParams }) {
  setRequestLocale(locale);
  const [{ form, errors }, t, jar, params] = await Promise.all([formMessages(locale, kind), getTranslations({ locale, namespace: 'forms' }), cookies(), searchParams]);
  // Back from the confirmation step: the values typed before.
  const draft = await readDraft(await getPayloadClient(), kind, jar.get(draftCookie(kind))?.value);
  const [privacyBefore = '', privacyAfter = ''] = t.raw('common.privacyLead').split('{link}');
  const labels: FormLabels = {
    fields: Object.fromEntries(
      forms[kind].fields.map((field) => [field.name, { label: form.fields[field.name] ?? field.name, hint: form.hints[field.name], options: form.options[field.name] }]),
    ),
    required: t('common.required'),
    optional: t('common.optional'),
    requiredWhen: t('common.requiredWhen'),
    charLimit: t.raw('common.charLimit'),
    errors,
    errorSummaryTitle: t('common.errorSummaryTitle'),
    errorSummaryLead: t('common.errorSummaryLead'),
    toConfirm: t('common.toConfirm'),
    honeypot: t('common.honeypot'),
    selectPrompt: form.selectPrompt,
    refusals: { invalid: t('rejected.invalid'), origin: t('rejected.origin'), rate: t('rejected.rate') },
    privacyBefore,
    privacyLinkText: t('common.privacyLinkText'),
    newTab: t('common.newTab'),
    privacyAfter,
    privacyHref: localizedHref('/privacy', locale),
  };
  return (
    <PageShell locale={locale} path={forms[kind].paths.input} title={form.title}>
      <h1>{form.title}</h1>
      <Steps locale={locale} current={1} />
      <ClosureNotice locale={locale} />
      {params.expired === '1' && (
        <p className={styles.notice} role="status">
          {t('common.expired')}
        </p>
      )}
      <p>{form.lead}</p>
      <p className={styles.notice}>{form.noSales}</p>
      <p>{t('common.requiredNote')}</p>
      <FormView
        kind={kind}
        fields={forms[kind].fields}
        labels={labels}
        initialValues={draft ? { ...draft, privacy: '' } : chosenCategory(kind, params.category)}
        action={reviewForm.bind(null, kind, locale)}
        permalink={localizedHref(forms[kind].paths.input, locale)}
      />
    </PageShell>
  );
}

async function ConfirmPage({ kind, locale, searchParams }: { kind: FormKind; locale: Locale; searchParams: SearchParams }) {
  setRequestLocale(locale);
  const [{ form }, t, tRejected, jar, params] = await Promise.all([
    formMessages(locale, kind),
    getTranslations({ locale, namespace: 'forms.common' }),
    getTranslations({ locale, namespace: 'forms.rejected' }),
    cookies(),
    searchParams,
  ]);
  const token = jar.get(draftCookie(kind))?.value;
  const draft = await readDraft(await getPayloadClient(), kind, token);
  if (!draft || !token) redirect(localizedHref(forms[kind].paths.input, locale));
  const shown = (name: string, value: string) => {
    if (name === 'privacy') return t('agreed');
    if (!value) return t('notEntered');
    return form.options[name]?.[value] ?? value;
  };
  return (
    <PageShell locale={locale} path={forms[kind].paths.confirm} title={form.confirmTitle}>
      <h1>{form.confirmTitle}</h1>
      <Steps locale={locale} current={2} />
      {(params.refused === 'rate' || params.refused === 'origin') && (
        <p className={styles.notice} role="alert">
          {tRejected(params.refused)}
        </p>
      )}
      <p>{t('confirmLead')}</p>
      <DescriptionList rows={forms[kind].fields.map((field) => [form.fields[field.name] ?? field.name, shown(field.name, draft[field.name] ?? '')] as const)} />
      <ConfirmForm action={submitFormStep.bind(null, kind, locale)} permalink={localizedHref(forms[kind].paths.confirm, locale)} className={styles.actions}>
        <input type="hidden" name={STEP_FIELD} value="submit" />
        <input type="hidden" name="token" value={token} />
        <a href={localizedHref(forms[kind].paths.input, locale)} className={styles.secondary}>
          {t('back')}
        </a>
        <SubmitButton label={t('send')} pendingLabel={t('sending')} />
      </ConfirmForm>
    </PageShell>
  );
}

async function SuccessPage({ kind, locale }: { kind: FormKind; locale: Locale }) {
  setRequestLocale(locale);
  const [{ form }, t, jar] = await Promise.all([formMessages(locale, kind), getTranslations({ locale, namespace: 'forms.common' }), cookies()]);
  const receipt = jar.get(receiptCookie(kind))?.value ?? '';
  // Reached only after a submission: the receipt in the cookie must be a stored one.
  const payload = await getPayloadClient();
  const found = /^[A-Z]{3}-\d{8}-[A-Z0-9]{6}$/.test(receipt)
    ? await payload.count({ collection: submissionCollection[kind], where: { receiptNumber: { equals: receipt } }, overrideAccess: true })
    : { totalDocs: 0 };
  if (found.totalDocs === 0) redirect(localizedHref(forms[kind].paths.input, locale));
  return (
    <PageShell locale={locale} path={forms[kind].paths.success} title={form.successTitle}>
      <h1>{form.successTitle}</h1>
      <Steps locale={locale} current={3} />
      <p>{form.successLead}</p>
      <p>
        {t('receiptLabel')}
        <br />
        <span className={styles.receipt}>{receipt}</span>
      </p>
      <p>{form.successNext}</p>
      <ClosureNotice locale={locale} />
      <p>
        <a href={localizedHref('/', locale)}>{t('toHome')}</a>
      </p>
    </PageShell>
  );
}

async function title(locale: Locale, kind: FormKind, key: 'title' | 'confirmTitle' | 'successTitle'): Promise<Metadata> {
  const { form } = await formMessages(locale, kind);
  return { title: form[key], robots: { index: key === 'title' } };
}

/**
 * A category chosen by the link that led here (`?category=accessibility` on the inquiry form, from
 * the accessibility policy), when it is one of the form's own.
 */
function chosenCategory(kind: FormKind, value: string | string[] | undefined): Record<string, string> {
  const field = forms[kind].fields.find((f) => f.name === 'category');
  return typeof value === 'string' && field?.options?.includes(value) ? { category: value } : {};
}

/** The three steps of a form in one language; the route files under app/(ja) and app/(en)/en re-export them. */
export function formRoutes(kind: FormKind, locale: Locale) {
  return {
    input: {
      generateMetadata: () => title(locale, kind, 'title'),
      Page: ({ searchParams }: { searchParams: SearchParams }) => <InputPage kind={kind} locale={locale} searchParams={searchParams} />,
    },
    confirm: {
      generateMetadata: () => title(locale, kind, 'confirmTitle'),
      Page: ({ searchParams }: { searchParams: SearchParams }) => <ConfirmPage kind={kind} locale={locale} searchParams={searchParams} />,
    },
    success: {
      generateMetadata: () => title(locale, kind, 'successTitle'),
      Page: () => <SuccessPage kind={kind} locale={locale} />,
    },
  };
}
