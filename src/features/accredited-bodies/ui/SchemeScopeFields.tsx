import styles from '@/ui/search/search.module.css';

type Option = { value: string; label: string };

type Props = {
  schemes: Option[];
  scopesByScheme: Record<string, Option[]>;
  scheme: string;
  scope: string;
  labels: { scheme: string; anyScheme: string; scope: string; scopePrompt: string; scopeAny: string; scopeFreeText: string };
};

/** The scope area for one scheme (or none): a list of the scheme's scopes, or a word on how to search. */
function ScopeField({ scheme, scopes, scope, labels }: { scheme: string; scopes: Option[] | undefined; scope: string; labels: Props['labels'] }) {
  return scopes && scopes.length > 0 ? (
    <>
      <label htmlFor="body-scope">{labels.scope}</label>
      <select id="body-scope" name="scope" defaultValue={scope}>
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
  );
}

/**
 * The scheme and the scope of accreditation, whose choices depend on the scheme. Without
 * JavaScript the scope area follows the scheme of the last search; the site's script
 * (shell/enhance/searchFields.ts) makes it follow at once, from one <template> per scheme.
 */
export function SchemeScopeFields({ schemes, scopesByScheme, scheme, scope, labels }: Props) {
  return (
    <div className={styles.contents} data-scheme-scope="">
      <div className={styles.field}>
        <label htmlFor="body-scheme">{labels.scheme}</label>
        <select id="body-scheme" name="scheme" defaultValue={scheme} data-scheme="">
          <option value="">{labels.anyScheme}</option>
          {schemes.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field} aria-live="polite" data-scope-field="">
        <ScopeField scheme={scheme} scopes={scheme ? scopesByScheme[scheme] : undefined} scope={scope} labels={labels} />
      </div>
      {[{ value: '' }, ...schemes].map((s) => (
        <template key={s.value} data-scope-for={s.value}>
          <ScopeField scheme={s.value} scopes={s.value ? scopesByScheme[s.value] : undefined} scope={s.value === scheme ? scope : ''} labels={labels} />
        </template>
      ))}
    </div>
  );
}
