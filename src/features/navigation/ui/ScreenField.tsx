'use client';

import { FieldLabel, SelectInput, useField } from '@payloadcms/ui';
import type { TextFieldClientProps } from 'payload';

import { SCREENS } from '../screens';

const OPTIONS = SCREENS.map((s) => ({ value: s.path, label: { ja: s.label.ja, en: s.label.en } }));

/**
 * The screen a menu entry links to, chosen from the site's own lists, searches and forms
 * (../screens.ts): staff pick a name, the entry stores its address. Kept as text in the database, so
 * a new screen needs no migration.
 */
export function ScreenField({ field, readOnly }: TextFieldClientProps) {
  const { customComponents: { Label } = {}, errorMessage, path, setValue, showError, value } = useField<string>();
  return (
    <div className="field-type select">
      {Label ?? <FieldLabel label={field.label} path={path} required />}
      <SelectInput
        name={field.name}
        path={path}
        options={OPTIONS}
        value={value ?? ''}
        readOnly={readOnly}
        showError={showError}
        Error={errorMessage}
        isClearable={false}
        onChange={(option) => {
          const chosen = Array.isArray(option) ? option[0] : option;
          setValue(chosen && typeof chosen === 'object' && 'value' in chosen ? (chosen.value as string) : null);
        }}
      />
    </div>
  );
}
