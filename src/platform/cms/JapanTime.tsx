'use client';

import { DateTimeField, DefaultCell, escapeDiffHTML, FieldDiffContainer, FieldLabel, getHTMLDiffComponents, unescapeDiffHTML, useField, useTranslation } from '@payloadcms/ui';
import type { DateFieldClient, DateFieldClientProps, DateFieldDiffClientComponent, DefaultCellComponentProps, TextFieldClient } from 'payload';

import { adminLanguage, cellShowsDay, formatAdminDateTime, formatAdminDay, pickerFormat, pickerTakesDay, pinnedToJapan } from './japanTime';

/** The picker options of a date field (Payload types them as a union by appearance). */
const dateOptions = (field: { admin?: { date?: unknown } }) => field.admin?.date as { pickerAppearance?: string } | undefined;

/**
 * Payload's date cells, fields and version diffs, showing Japan's time in each admin language
 * (see ./japanTime.ts for why). Every date field of the configuration gets them (./adminDates.ts).
 */

/** A list cell: the value as a day and time in Japan, linked or clickable as Payload's own cells are. */
export function JapanTimeCell(props: DefaultCellComponentProps<DateFieldClient>) {
  const { i18n } = useTranslation();
  const language = adminLanguage(i18n.language);
  const { cellData, field, ...rest } = props;
  const text = cellShowsDay(dateOptions(field)?.pickerAppearance) ? formatAdminDay(cellData, language) : formatAdminDateTime(cellData, language);
  // Payload's own cell, as text: it adds the link to the document (first column) or the click of a drawer.
  const asText: TextFieldClient = { name: field.name, label: field.label, type: 'text', admin: { className: field.admin?.className } };
  return <DefaultCell {...rest} cellData={text} field={asText} />;
}

/**
 * A date field. Fields pinned to Japan's time zone (every date staff enter) keep Payload's picker
 * in the language's form. Payload's picker shows any other field in the browser's time zone, so
 * such a field, which staff only read (a mail's sending time), is shown as text in Japan's time.
 */
export function JapanTimeField(props: DateFieldClientProps) {
  const { i18n } = useTranslation();
  const language = adminLanguage(i18n.language);
  const { field, readOnly } = props;
  const date = dateOptions(field);
  const inJapanTime = pinnedToJapan(field.timezone);
  if (!inJapanTime && (readOnly || field.admin?.readOnly)) return <JapanTimeText {...props} />;
  const withTime = !pickerTakesDay(date?.pickerAppearance);
  // The picker's own words (react-datepicker's, not Payload's): the caption of its list of times and its month buttons.
  const [previousMonth, nextMonth] = language === 'ja' ? ['前の月', '次の月'] : ['Previous month', 'Next month'];
  const overrides = {
    timeCaption: i18n.t('general:time'),
    previousMonthAriaLabel: previousMonth,
    previousMonthButtonLabel: previousMonth,
    nextMonthAriaLabel: nextMonth,
    nextMonthButtonLabel: nextMonth,
  };
  const admin = { ...field.admin, date: { ...date, displayFormat: pickerFormat(language, withTime, inJapanTime), timeFormat: 'HH:mm', overrides: { ...overrides, ...(date as { overrides?: object } | undefined)?.overrides } } };
  return <DateTimeField {...props} field={{ ...field, admin } as DateFieldClientProps['field']} />;
}

/** A text field that holds an instant (a status history's "since"), shown as a day and time in Japan. */
export function JapanTimeReadout(props: DateFieldClientProps) {
  return <JapanTimeText {...props} />;
}

function JapanTimeText({ field, path: pathFromProps }: DateFieldClientProps) {
  const { i18n } = useTranslation();
  const language = adminLanguage(i18n.language);
  const { path, value } = useField<string>({ potentiallyStalePath: pathFromProps });
  const text = cellShowsDay(dateOptions(field)?.pickerAppearance) ? formatAdminDay(value, language) : formatAdminDateTime(value, language);
  return (
    <div className="field-type date-time-field read-only" id={`field-${path.replace(/\./g, '__')}`}>
      <FieldLabel label={field.label} localized={field.localized} path={path} />
      <div className="field-type__wrap">
        <output>{text || '—'}</output>
      </div>
    </div>
  );
}

/** The version comparison of a date field, in Japan's time (Payload's compares in the browser's zone). */
export const JapanTimeDiff: DateFieldDiffClientComponent = ({ comparisonValue, field, locale, nestingLevel, versionValue }) => {
  const { i18n } = useTranslation();
  const language = adminLanguage(i18n.language);
  const html = (value: unknown) => {
    const text = escapeDiffHTML(formatAdminDateTime(value as string | null | undefined, language));
    return `<div class="date-diff" data-enable-match="true" data-date="${text}"><p>${text}</p></div>`;
  };
  const { From, To } = getHTMLDiffComponents({ fromHTML: html(comparisonValue), toHTML: html(versionValue), postProcess: unescapeDiffHTML, tokenizeByCharacter: false });
  return <FieldDiffContainer className="date-diff" From={From} i18n={i18n} label={{ label: field.label, locale }} nestingLevel={nestingLevel} To={To} />;
};
