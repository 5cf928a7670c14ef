'use client';

import { useState } from 'react';

import styles from '@/ui/search/search.module.css';

type Option = { value: string; label: string };

type Props = {
  schemes: Option[];
  scopesByScheme: Record<string, Option[]>;
  scheme: string;
  scope: string;
  labels: { scheme: string; anyScheme: string; scope: string; scopePrompt: string; scopeAny: string; scopeFreeText: string };
};

/**
 * The scheme and the scope of accreditation, whose choices depend on the scheme. Without
 * JavaScript the scope area follows the scheme of the last search; with it, it follows at once.
 */
export function SchemeScopeFields({ schemes, scopesByScheme, scheme: initialScheme, scope, labels }: Props) {
  const [scheme, setScheme] = useState(initialScheme);
  const scopes = scheme ? scopesByScheme[scheme] : undefined;
  return (
    <>
      <div className={styles.field}>
        <label htmlFor="body-scheme">{labels.scheme}</label>
        <select id="body-scheme" name="scheme" value={scheme} onChange={(e) => setScheme(e.target.value)}>
          <option value="">{labels.anyScheme}</option>
          {schemes.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field} aria-live="polite">
        {scopes && scopes.length > 0 ? (
          <>
            <label htmlFor="body-scope">{labels.scope}</label>
            <select id="body-scope" name="scope" defaultValue={scheme === initialScheme ? scope : ''} key={scheme}>
              <option value="">{labels.scopeAny}</option>
              {scopes.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </>
        ) : (
          <>
            <span className={styles.pseudoLabel}>{labels.scope}</span>
            <p className={styles.prompt}>{scheme ? labels.scopeFreeText : labels.scopePrompt}</p>
          </>
        )}
      </div>
    </>
  );
}
