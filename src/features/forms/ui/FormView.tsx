'use client';

import { useActionState } from 'react';

import type { FormState } from '../actions';
import type { ErrorCode, FieldSpec } from '../fields';
import { type FormKind, HONEYPOT_FIELD, STEP_FIELD } from '../registry';

import styles from './Form.module.css';

export type FieldText = { label: string; hint?: string; options?: Record<string, string> };

export type FormLabels = {
  fields: Record<string, FieldText>;
  required: string;
  optional: string;
  requiredWhen: string;
  charLimit: string;
  errors: Record<ErrorCode, string>;
  errorSummaryTitle: string;
  errorSummaryLead: string;
  toConfirm: string;
  honeypot: string;
  selectPrompt: string;
  /** Why a step was refused: input that could not be read, a post from elsewhere, too many posts. */
  refusals: Record<'invalid' | 'origin' | 'rate', string>;
  privacyBefore: string;
  privacyLinkText: string;
  newTab: string;
  privacyAfter: string;
  privacyHref: string;
};

type Props = {
  kind: FormKind;
  fields: FieldSpec[];
  labels: FormLabels;
  initialValues: Record<string, string>;
  action: (state: FormState, formData: FormData) => Promise<FormState>;
  /** The form's own address (with its language prefix). */
  permalink: string;
};

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/**
 * The input step of a form, a plain POST to its own address that the server checks. A client
 * component only for `useActionState`: after a post, the server renders the form with the values
 * and errors the action returned. No React runs in the browser (docs/decisions/0019): the error
 * summary at the top links to each field, each field says what is wrong, and the site's script
 * (shell/enhance/focus.ts) moves focus to the summary.
 */
export function FormView({ kind, fields, labels, initialValues, action, permalink }: Props) {
  // The permalink is the form's own address: the browser posts there (React would otherwise
  // write `action=""`, which is not valid HTML).
  const [state, formAction] = useActionState(action, {}, permalink);
  const errors = state.errors ?? {};
  const values = state.values ?? initialValues;
  const errorNames = fields.map((f) => f.name).filter((name) => errors[name]);
  const hasProblem = errorNames.length > 0 || Boolean(state.formError);

  const message = (field: FieldSpec, code: ErrorCode) => fill(labels.errors[code], { field: labels.fields[field.name]?.label ?? field.name, max: field.maxLength ?? '' });

  return (
    <form action={formAction} noValidate className={styles.form}>
      {hasProblem && (
        <div tabIndex={-1} role="alert" aria-labelledby="error-summary-title" className={styles.summary} data-error-summary="">
          <h2 id="error-summary-title" className={styles.summaryTitle}>
            {labels.errorSummaryTitle}
          </h2>
          {state.formError ? (
            <p>{labels.refusals[state.formError]}</p>
          ) : (
            <>
              <p>{labels.errorSummaryLead}</p>
              <ul>
                {fields
                  .filter((field) => errors[field.name])
                  .map((field) => (
                    <li key={field.name}>
                      <a href={`#field-${field.name}`}>{message(field, errors[field.name]!)}</a>
                    </li>
                  ))}
              </ul>
            </>
          )}
        </div>
      )}
      <input type="hidden" name={STEP_FIELD} value="review" />
      {fields.map((field) => (
        <Field
          key={field.name}
          field={field}
          text={labels.fields[field.name] ?? { label: field.name }}
          labels={labels}
          value={values[field.name] ?? ''}
          error={errors[field.name] ? message(field, errors[field.name]!) : undefined}
        />
      ))}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${kind}-${HONEYPOT_FIELD}`}>{labels.honeypot}</label>
        <input id={`${kind}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary}>
          {labels.toConfirm}
        </button>
      </div>
    </form>
  );
}

function Field({ field, text, labels, value, error }: { field: FieldSpec; text: FieldText; labels: FormLabels; value: string; error?: string }) {
  const id = `field-${field.name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const limit = field.maxLength && field.kind !== 'email' && field.kind !== 'tel' ? fill(labels.charLimit, { max: field.maxLength }) : null;
  const hint = [text.hint, limit].filter(Boolean).join(' ');
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const badge = (
    <span className={field.required ? styles.required : styles.optional}>{field.required ? labels.required : field.requiredWhen ? labels.requiredWhen : labels.optional}</span>
  );
  const common = {
    name: field.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  const notes = (
    <>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </>
  );

  if (field.kind === 'radio' || field.kind === 'checkbox') {
    const options = field.kind === 'checkbox' ? ['yes'] : (field.options ?? []);
    return (
      <fieldset className={styles.field} id={id} tabIndex={-1} data-invalid={error ? '' : undefined} aria-describedby={describedBy}>
        <legend className={styles.label}>
          {text.label} {badge}
        </legend>
        {field.kind === 'checkbox' && (
          <p className={styles.hint}>
            {labels.privacyBefore}
            <a href={labels.privacyHref} target="_blank" rel="noopener">
              {labels.privacyLinkText}
              <span className="visually-hidden">{labels.newTab}</span>
            </a>
            {labels.privacyAfter}
          </p>
        )}
        {notes}
        <div className={styles.choices}>
          {options.map((option) => (
            <label key={option} className={styles.choice}>
              <input type={field.kind} name={field.name} value={option} defaultChecked={value === option} aria-invalid={error ? true : undefined} />
              <span>{text.options?.[option] ?? option}</span>
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  return (
    <div className={styles.field} data-invalid={error ? '' : undefined}>
      <label htmlFor={id} className={styles.label}>
        {text.label} {badge}
      </label>
      {notes}
      {field.kind === 'textarea' ? (
        <textarea id={id} rows={8} defaultValue={value} aria-required={field.required || undefined} className={styles.textarea} {...common} />
      ) : field.kind === 'select' ? (
        <select id={id} defaultValue={value} aria-required={field.required || undefined} className={styles.select} {...common}>
          <option value="">{labels.selectPrompt}</option>
          {(field.options ?? []).map((option) => (
            <option key={option} value={option}>
              {text.options?.[option] ?? option}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          type={field.kind}
          defaultValue={value}
          autoComplete={field.autoComplete ?? 'off'}
          inputMode={field.kind === 'tel' ? 'tel' : field.kind === 'email' ? 'email' : undefined}
          aria-required={field.required || undefined}
          className={styles.input}
          {...common}
        />
      )}
    </div>
  );
}
