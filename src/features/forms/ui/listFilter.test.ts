import { describe, expect, it } from 'vitest';

import { exportStatusOfFilter, isFiltered } from './listFilter';

describe('the list filter an export can carry', () => {
  it('carries a filter on the handling status alone, as the filter builder writes it', () => {
    expect(exportStatusOfFilter({ or: [{ and: [{ status: { equals: 'new' } }] }] })).toBe('new');
    expect(exportStatusOfFilter({ status: { equals: 'handled' } })).toBe('handled');
    expect(exportStatusOfFilter({ or: [{ and: [{ status: { not_equals: 'handled' } }] }] })).toBe('open');
    expect(exportStatusOfFilter({ status: { in: ['inProgress', 'new'] } })).toBe('open');
    expect(exportStatusOfFilter({ status: { in: 'new,inProgress' } })).toBe('open');
    expect(exportStatusOfFilter({ status: { in: ['inProgress'] } })).toBe('inProgress');
  });

  it('carries nothing for no filter, other fields, several conditions or unknown values', () => {
    expect(exportStatusOfFilter(undefined)).toBeNull();
    expect(exportStatusOfFilter({})).toBeNull();
    expect(exportStatusOfFilter({ or: [{ and: [{ category: { equals: 'press' } }] }] })).toBeNull();
    expect(exportStatusOfFilter({ or: [{ and: [{ status: { equals: 'new' } }, { category: { equals: 'press' } }] }] })).toBeNull();
    expect(exportStatusOfFilter({ or: [{ and: [{ status: { equals: 'new' } }] }, { and: [{ status: { equals: 'handled' } }] }] })).toBeNull();
    expect(exportStatusOfFilter({ status: { equals: 'archived' } })).toBeNull();
    expect(exportStatusOfFilter({ status: { not_equals: 'new' } })).toBeNull();
  });

  it('tells a filtered list from an unfiltered one', () => {
    expect(isFiltered(undefined)).toBe(false);
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ or: [] })).toBe(false);
    expect(isFiltered({ or: [{ and: [] }] })).toBe(false);
    expect(isFiltered({ or: [{ and: [{ category: { equals: 'press' } }] }] })).toBe(true);
  });
});
