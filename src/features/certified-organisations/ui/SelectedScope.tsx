'use client';

import { useCallback, useRef, useState } from 'react';

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
 * the server from the address; with JavaScript it follows the checkboxes as they change.
 */
export function SelectedScope({ legend, hint, selectedLabel, noneLabel, options, selected, className }: Props) {
  const [current, setCurrent] = useState(selected);
  const ref = useRef<HTMLFieldSetElement>(null);
  const onChange = useCallback(() => {
    const boxes = ref.current?.querySelectorAll<HTMLInputElement>('input[name="std"]:checked') ?? [];
    setCurrent([...boxes].map((b) => b.value));
  }, []);
  const labels = options.filter((o) => current.includes(o.value)).map((o) => o.short);
  return (
    <fieldset ref={ref} className={className} onChange={onChange} aria-describedby="std-hint">
      <legend>{legend}</legend>
      <p id="std-hint" data-hint="">
        {hint}
      </p>
      <ul data-options="">
        {options.map((o) => (
          <li key={o.value}>
            <label>
              <input type="checkbox" name="std" value={o.value} defaultChecked={selected.includes(o.value)} />
              {o.label}
            </label>
          </li>
        ))}
      </ul>
      <p data-selected="" aria-live="polite">
        <strong>{selectedLabel}</strong>
        {labels.length ? labels.join(', ') : noneLabel}
      </p>
    </fieldset>
  );
}
