type Props = {
  legend: string;
  hint: string;
  selectedLabel: string;
  noneLabel: string;
  /** `short`: how the Selected Scope line names it (e.g. `AS-QMS 9100`). */
  options: { value: string; label: string; short: string }[];
  selected: string[];
  className?: string;
};

/**
 * The scope-of-certification checkboxes with a "Selected Scope" line. The line is rendered on
 * the server from the address; the site's script (shell/enhance/searchFields.ts) makes it follow
 * the checkboxes as they change.
 */
export function SelectedScope({ legend, hint, selectedLabel, noneLabel, options, selected, className }: Props) {
  const labels = options.filter((o) => selected.includes(o.value)).map((o) => o.short);
  return (
    <fieldset className={className} aria-describedby="std-hint" data-selected-scope="">
      <legend>{legend}</legend>
      <p id="std-hint" data-hint="">
        {hint}
      </p>
      <ul data-options="">
        {options.map((o) => (
          <li key={o.value}>
            <label>
              <input type="checkbox" name="std" value={o.value} defaultChecked={selected.includes(o.value)} data-short={o.short} />
              {o.label}
            </label>
          </li>
        ))}
      </ul>
      <p data-selected="" aria-live="polite">
        <strong>{selectedLabel}</strong>
        <span data-selected-list="" data-none={noneLabel}>
          {labels.length ? labels.join(', ') : noneLabel}
        </span>
      </p>
    </fieldset>
  );
}
