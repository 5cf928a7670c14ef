import type { CollectionConfig, Field } from 'payload';
import { describe, expect, it } from 'vitest';

import { withJapaneseOriginals, withTranslationAids } from './translationAids';

const ORIGINAL = '@/platform/cms/TranslationAids#JapaneseOriginal';

const beforeInput = (field: Field | undefined) => (field && 'admin' in field ? (field.admin as { components?: { beforeInput?: unknown[] } } | undefined)?.components?.beforeInput : undefined);
const named = (fields: Field[], name: string) => fields.find((field) => 'name' in field && field.name === name);

describe('the Japanese text beside each field while English is edited', () => {
  const fields: Field[] = [
    { name: 'title', type: 'text', localized: true, admin: { components: { Label: 'x#Label' } } },
    { name: 'slug', type: 'text' },
    { name: 'body', type: 'richText', localized: true },
    { name: 'note', type: 'textarea', localized: true, admin: { components: { beforeInput: ['own#Before'] } } },
    { name: 'searchText', type: 'textarea', localized: true, admin: { hidden: true } },
    { name: 'links', type: 'array', fields: [{ name: 'label', type: 'text', localized: true }] },
    { name: 'rows', type: 'array', localized: true, fields: [{ name: 'label', type: 'text', localized: true }] },
    { type: 'row', fields: [{ name: 'address', type: 'text', localized: true }] },
    { name: 'layout', type: 'blocks', blocks: [{ slug: 'notice', fields: [{ name: 'text', type: 'textarea', localized: true }] }] },
  ];
  const aided = withJapaneseOriginals(fields);

  it('goes above every localized text, textarea and rich text, at any depth, keeping the field’s own components', () => {
    expect(beforeInput(named(aided, 'title'))).toEqual([ORIGINAL]);
    expect((named(aided, 'title') as { admin: { components: { Label: string } } }).admin.components.Label).toBe('x#Label');
    expect(beforeInput(named(aided, 'body'))).toEqual([ORIGINAL]);
    expect(beforeInput(named(aided, 'note'))).toEqual([ORIGINAL, 'own#Before']);
    expect(beforeInput((named(aided, 'links') as { fields: Field[] }).fields[0])).toEqual([ORIGINAL]);
    expect(beforeInput((aided[7] as { fields: Field[] }).fields[0])).toEqual([ORIGINAL]);
    expect(beforeInput((named(aided, 'layout') as { blocks: { fields: Field[] }[] }).blocks[0]!.fields[0])).toEqual([ORIGINAL]);
  });

  it('leaves out what is not localized, what the form hides, and what sits in a localized container', () => {
    expect(beforeInput(named(aided, 'slug'))).toBeUndefined();
    expect(beforeInput(named(aided, 'searchText'))).toBeUndefined();
    expect(beforeInput((named(aided, 'rows') as { fields: Field[] }).fields[0])).toBeUndefined();
  });

  it('heads the document with the other language’s title, before the collection’s own controls', () => {
    const collection: CollectionConfig = { slug: 'news', fields, admin: { components: { edit: { beforeDocumentControls: ['own#Control'] } } } };
    expect(withTranslationAids(collection).admin?.components?.edit?.beforeDocumentControls).toEqual(['@/platform/cms/TranslationAids#TitleFromOtherLanguage', 'own#Control']);
  });
});
