import type { Field, Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { nobodyField } from '@/platform/cms/access';
import { pinnedToJapan } from '@/platform/cms/japanTime';

import { startTestPayload } from '@tests/support/payload';

/**
 * Every date /admin shows goes through the components that show Japan time (platform/cms/
 * adminDates.ts), and every date staff enter is pinned to Japan's time zone, so the date picker
 * shows and takes Japan time whatever the browser's zone.
 */

let payload: Payload;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ payload, stop } = await startTestPayload());
});
afterAll(async () => stop());

type DateField = { path: string; field: Field & { type: 'date' }; editable: boolean };

/** Every date field below `fields`, with whether staff can change it in /admin. */
function dateFields(fields: Field[], prefix: string, editable: boolean): DateField[] {
  return fields.flatMap((field): DateField[] => {
    // Never shown in /admin (Payload's own sign-in and session fields).
    if (('hidden' in field && field.hidden === true) || (field.admin as { disabled?: boolean } | undefined)?.disabled) return [];
    const name = 'name' in field && field.name ? `${prefix}${field.name}` : prefix.replace(/\.$/, '');
    const admin = (field.admin ?? {}) as { readOnly?: boolean; hidden?: boolean };
    const open = editable && !admin.readOnly && !admin.hidden && !('access' in field && field.access?.update === nobodyField);
    if (field.type === 'date') return [{ path: name, field, editable: open }];
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => dateFields(tab.fields, 'name' in tab ? `${prefix}${tab.name}.` : prefix, open));
    if (field.type === 'blocks') return (field.blocks ?? []).flatMap((block) => dateFields(block.fields, `${name}.${block.slug}.`, open));
    if ('fields' in field) return dateFields(field.fields, 'name' in field && field.name ? `${name}.` : prefix, open);
    return [];
  });
}

const entities = () => [
  ...payload.config.collections.filter((c) => !c.slug.startsWith('payload-')).map((c) => ({ slug: c.slug, fields: c.fields, hidden: c.admin.hidden === true })),
  ...payload.config.globals.map((g) => ({ slug: g.slug, fields: g.fields, hidden: g.admin.hidden === true })),
];

describe('dates in /admin', () => {
  it('all show Japan time: list cells, fields and version comparisons', () => {
    const plain = entities().flatMap(({ slug, fields }) =>
      dateFields(fields, '', true)
        .filter(({ field }) => {
          const components = (field.admin?.components ?? {}) as Record<string, unknown>;
          return ![components.Cell, components.Field, components.Diff].every((c) => typeof c === 'string' && c.startsWith('@/platform/cms/JapanTime#'));
        })
        .map(({ path }) => `${slug}.${path}`),
    );
    expect(plain).toEqual([]);
    // The timestamps are among them.
    const news = dateFields(payload.collections.news.config.fields, '', true).map((d) => d.path);
    expect(news).toEqual(expect.arrayContaining(['createdAt', 'updatedAt', 'publishedAt']));
  });

  it('that staff enter are all in Japan time', () => {
    const inBrowserTime = entities()
      .filter((e) => !e.hidden)
      .flatMap(({ slug, fields }) =>
        dateFields(fields, '', true)
          .filter(({ editable, field }) => editable && !pinnedToJapan(field.timezone))
          .map(({ path }) => `${slug}.${path}`),
      );
    expect(inBrowserTime).toEqual([]);
  });

  it('have the version history that shows Japan time wherever there are versions', () => {
    for (const collection of payload.config.collections.filter((c) => c.versions)) {
      expect(collection.admin.components?.views?.edit?.versions, collection.slug).toEqual({ Component: '@/platform/cms/VersionHistory#VersionHistory' });
    }
  });
});
