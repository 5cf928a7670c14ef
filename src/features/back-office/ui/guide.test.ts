import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { guideFiles, guideLinkTarget, renderGuide } from './guide';

const guideURL = '/admin/guide';

describe('the staff guide in /admin', () => {
  it('links the two languages to the guide’s own page', () => {
    expect(guideLinkTarget('staff-guide.en.md', guideURL)).toBe('/admin/guide?lang=en');
    expect(guideLinkTarget('staff-guide.md', guideURL)).toBe('/admin/guide?lang=ja');
    expect(guideLinkTarget('./staff-guide.en.md#6-inquiries', guideURL)).toBe('/admin/guide?lang=en#6-inquiries');
    expect(guideLinkTarget('docs/staff-guide.md', guideURL)).toBe('/admin/guide?lang=ja');
  });

  it('leaves other addresses as written, and drops links to files the site does not serve', () => {
    expect(guideLinkTarget('https://example.invalid/a.md', guideURL)).toBe('https://example.invalid/a.md');
    expect(guideLinkTarget('mailto:staff@example.invalid', guideURL)).toBe('mailto:staff@example.invalid');
    expect(guideLinkTarget('/admin/collections/inquiries', guideURL)).toBe('/admin/collections/inquiries');
    expect(guideLinkTarget('#top', guideURL)).toBe('#top');
    expect(guideLinkTarget('glossary.md', guideURL)).toBeNull();
  });

  it('renders headings, tables and code, with the links rewritten', () => {
    const html = renderGuide('# Guide\n\nEnglish: [staff-guide.en.md](staff-guide.en.md)\n\nSee the [glossary](glossary.md).\n\n| a | b |\n|---|---|\n| `x` | 1 |\n', guideURL);
    expect(html).toContain('<h1>Guide</h1>');
    expect(html).toContain('<a href="/admin/guide?lang=en">staff-guide.en.md</a>');
    expect(html).toContain('See the glossary.');
    expect(html).toMatch(/<table>[\s\S]*<code>x<\/code>[\s\S]*<\/table>/);
  });

  it('shows the guide’s pictures from the address /admin serves them at, and no other file', () => {
    const html = renderGuide('![The dashboard](images/staff-guide/en/dashboard.png)\n\n![x](images/../../.payload-secret)\n', guideURL);
    expect(html).toContain('<img src="/api/guide-images/en/dashboard.png" alt="The dashboard">');
    expect(html).not.toContain('/api/guide-images/../');
  });

  it('renders both guides of docs/, each linking to the other, with every picture they name on disk', () => {
    for (const [language, file] of Object.entries(guideFiles)) {
      const markdown = readFileSync(path.join(process.cwd(), 'docs', file), 'utf8');
      const html = renderGuide(markdown, guideURL);
      expect(html).toContain(`href="/admin/guide?lang=${language === 'ja' ? 'en' : 'ja'}"`);
      expect(html).not.toMatch(/href="[^"]*\.md/);
      for (const [, picture] of markdown.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)) {
        expect(existsSync(path.join(process.cwd(), 'docs', picture!)), picture).toBe(true);
      }
    }
  });
});
