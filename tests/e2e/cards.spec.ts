import { expect, test } from '@playwright/test';

import { localized } from './support';

/**
 * Result lists read as cards on a phone: each value beside or under its own label, never in the
 * label's column, and a label breaks only between words. Checked on the lists that become cards,
 * in both languages, at 320 and 390 px (label above value) and 600 px (label beside value).
 */
const lists = ['/ms_certifications/list?q=%E5%B7%A5%E6%A5%AD', '/certification_institutions', '/cert_reports?type=1', '/documents_forms/documents'];

for (const width of [320, 390, 600]) {
  test(`result cards at ${width} px keep each value out of its label's place, in both languages`, { tag: '@markup' }, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const list of lists) {
      for (const locale of ['ja', 'en'] as const) {
        await page.goto(localized(list, locale));
        const { cells, problems } = await page.evaluate(() => {
          const problems: string[] = [];
          let cells = 0;
          const probe = document.createElement('span');
          probe.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap';
          document.body.append(probe);
          for (const td of Array.from(document.querySelectorAll<HTMLElement>('td[data-label]'))) {
            const style = getComputedStyle(td);
            if (style.display !== 'grid') continue;
            cells++;
            const columns = style.gridTemplateColumns.split(' ').map(parseFloat);
            const rows = style.gridTemplateRows.split(' ').map(parseFloat);
            const box = td.getBoundingClientRect();
            const valueLeft = box.left + parseFloat(style.paddingLeft) + (columns.length > 1 ? columns[0]! + (parseFloat(style.columnGap) || 0) : 0);
            const valueTop = box.top + parseFloat(style.paddingTop) + (columns.length > 1 ? 0 : rows[0]!);
            const range = document.createRange();
            for (const node of Array.from(td.childNodes)) {
              if (node.nodeName === 'BR' || (node.nodeType === Node.TEXT_NODE && !node.textContent?.trim())) continue;
              range.selectNodeContents(node);
              for (const rect of Array.from(range.getClientRects())) {
                if (rect.width === 0 || rect.height === 0) continue;
                const misplaced = columns.length > 1 ? rect.left < valueLeft - 1 : rect.top < valueTop - 1;
                if (misplaced) problems.push(`${td.dataset.label}: “${(node.textContent ?? '').trim().slice(0, 30)}” sits in the label's place`);
              }
            }
            // A label beside its value is as wide as its longest word at least.
            if (columns.length > 1) {
              const label = getComputedStyle(td, '::before');
              probe.style.font = label.font;
              probe.style.letterSpacing = label.letterSpacing;
              for (const word of (td.dataset.label ?? '').split(/\s+/).filter((w) => /^[\x21-\x7e]+$/.test(w))) {
                probe.textContent = word;
                if (probe.getBoundingClientRect().width > columns[0]! + 0.5) problems.push(`label “${td.dataset.label}” splits “${word}”`);
              }
            }
          }
          probe.remove();
          return { cells, problems: [...new Set(problems)] };
        });
        expect(cells, `${list} (${locale}) shows cards`).toBeGreaterThan(0);
        expect(problems, `${list} (${locale}) at ${width} px`).toEqual([]);
      }
    }
  });
}
