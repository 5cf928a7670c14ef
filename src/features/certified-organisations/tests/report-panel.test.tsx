import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

import { reportPanel } from '../payload/reportPanel';
import { CERTIFICATE_COLUMNS } from '../server/csv';
import { ReportPanel } from '../ui/ReportPanel';

/**
 * The report panel above the certification bodies' reports in /admin, rendered as the admin
 * shows it in each of its languages (Payload's components stood in for).
 */

const admin = vi.hoisted(() => ({ language: 'ja' }));
vi.mock('@payloadcms/ui', () => ({
  useTranslation: () => ({ i18n: { language: admin.language } }),
  useDocumentInfo: () => ({}),
  useFormFields: () => undefined,
  Gutter: ({ children }: { children: React.ReactNode }) => <div className="gutter gutter--left gutter--right">{children}</div>,
  Button: ({ children, el, url, extraButtonProps }: { children: React.ReactNode; el?: string; url?: string; extraButtonProps?: object }) =>
    el === 'anchor' ? (
      <a href={url} {...extraButtonProps}>
        {children}
      </a>
    ) : (
      <button>{children}</button>
    ),
}));

const props = reportPanel('/api/certificate-reports').clientProps;
const render = (language: 'ja' | 'en') => {
  admin.language = language;
  return renderToStaticMarkup(<ReportPanel {...props} />);
};

describe('the certification body report panel', () => {
  it('speaks the admin’s language only', () => {
    const ja = render('ja');
    const en = render('en');
    for (const text of ['報告の取り込み', '確認画面を作る', '全件（この認証機関の一覧を置き換える）', '列の一覧と書き方']) expect(ja).toContain(text);
    for (const text of ['Import a report', 'Preview', 'Full list (replaces the body’s list)', 'Columns and how to fill them in']) expect(en).toContain(text);
    for (const english of ['Import a report', 'Kind of report', 'Day received', 'Required']) expect(ja).not.toContain(english);
    for (const japanese of ['報告の取り込み', '報告の種類', '受領日', '必須', '任意']) expect(en).not.toContain(japanese);
  });

  it('offers the register’s template and lists every column, inside the admin’s gutter', () => {
    const html = render('ja');
    expect(html).toMatch(/^<div class="gutter gutter--left gutter--right"><section/);
    expect(html).toContain(`download="${props.file.template.fileName}"`);
    expect(html).toContain(`href="data:text/csv;charset=utf-8,${encodeURIComponent(props.file.template.csv)}"`);
    for (const column of CERTIFICATE_COLUMNS) expect(html).toContain(`<code>${column}</code>`);
  });
});
