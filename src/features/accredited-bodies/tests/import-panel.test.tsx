import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { ImportPanel } from '@/platform/cms/ImportPanel';

import { importPanel } from '../payload/importPanel';
import { BODY_COLUMNS, SCOPE_COLUMNS } from '../server/csv';

/**
 * The import panel above the accredited bodies in /admin, rendered as the admin shows it in each
 * of its languages (Payload's components stood in for: only the language matters here).
 */

const admin = vi.hoisted(() => ({ language: 'ja' }));
vi.mock('@payloadcms/ui', () => ({
  useTranslation: () => ({ i18n: { language: admin.language } }),
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

const render = (language: 'ja' | 'en') => {
  admin.language = language;
  return renderToStaticMarkup(<ImportPanel {...importPanel.clientProps} />);
};

describe('the accredited-body import panel', () => {
  beforeEach(() => {
    admin.language = 'ja';
  });

  it('speaks the admin’s language only', () => {
    const ja = render('ja');
    const en = render('en');
    expect(ja).toContain('CSVの取り込み');
    expect(ja).toContain('確認のみ');
    expect(ja).toContain('列の一覧と書き方');
    expect(en).toContain('Import CSV');
    expect(en).toContain('Check only');
    expect(en).toContain('Columns and how to fill them in');
    for (const english of ['Import CSV', 'Check only', 'Choose the bodies CSV', 'Required', 'Dates may be written']) expect(ja).not.toContain(english);
    // Japanese in the English panel only inside the sample data and the accepted words (はい, 2024年4月1日 …).
    for (const japanese of ['CSVの取り込み', '確認のみ', '機関のCSV', '必須', '任意', '日付は']) expect(en).not.toContain(japanese);
  });

  it('lines up with the list below it, inside the admin’s gutter', () => {
    expect(render('ja')).toMatch(/^<div class="gutter gutter--left gutter--right"><section/);
  });

  it('offers each file’s template for download and lists every column of both files', () => {
    const html = render('ja');
    for (const file of importPanel.clientProps.files) {
      const href = `data:text/csv;charset=utf-8,${encodeURIComponent(file.template.csv)}`;
      expect(html).toContain(`href="${href.replace(/&/g, '&amp;')}" download="${file.template.fileName}"`);
    }
    for (const column of [...BODY_COLUMNS, ...SCOPE_COLUMNS]) expect(html).toContain(`<code>${column}</code>`);
  });
});
