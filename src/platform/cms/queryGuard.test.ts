import type { FlattenedField } from 'payload';
import { describe, expect, it } from 'vitest';

import { MAX_ANONYMOUS_CONDITIONS, MAX_QUERY_CONDITIONS, wellFormedQueries } from './queryGuard';

const flattenedFields = [
  { name: 'title', type: 'text', localized: true },
  { name: 'tags', type: 'select', hasMany: true, options: ['a', 'b', { value: 'c', label: 'C' }] },
  { name: 'count', type: 'number' },
  { name: 'createdAt', type: 'date' },
  { name: 'author', type: 'relationship', relationTo: 'users' },
  { name: 'layout', type: 'blocks', blocks: [{ slug: 'text', flattenedFields: [{ name: 'body', type: 'textarea' }] }] },
] as unknown as FlattenedField[];

/** A REST read whose query the client sent. */
const check = (args: Record<string, unknown>, payloadAPI = 'REST') =>
  (wellFormedQueries as unknown as (a: unknown) => unknown)({ args, operation: 'read', collection: { flattenedFields }, req: { payloadAPI, user: { id: 1 }, query: args } });
const refusedWith = (args: Record<string, unknown>) => {
  try {
    check(args);
  } catch (error) {
    return (error as { status?: number; message: string }).status + ' ' + (error as Error).message;
  }
  return 'accepted';
};

describe('a REST query is read before the database sees it', () => {
  it('accepts the queries /admin and the site send', () => {
    for (const where of [
      { title: { like: '認定' } },
      { 'title.en': { equals: 'x' } },
      { tags: { all: ['a', 'b'] } },
      { tags: { equals: 'c' } },
      { 'layout.blockType': { equals: 'text' } },
      { count: { greater_than: '3' } },
      { createdAt: { less_than_equal: '2026-11-28T00:00:00.000Z' } },
      { id: { in: '1,2,3' } },
      { author: { equals: 4 } },
      { 'layout.body': { contains: 'x' } },
      { or: [{ title: { exists: 'true' } }, { and: [{ count: { equals: null } }] }] },
      { 'author.email': { equals: 'x' } },
    ]) {
      expect(refusedWith({ where }), JSON.stringify(where)).toBe('accepted');
    }
    expect(refusedWith({ page: 3, limit: 100 })).toBe('accepted');
  });

  it('refuses what the database adapters turned into broken SQL, with a 400 that says what is wrong', () => {
    for (const [args, says] of [
      [{ where: 'abc' }, 'where takes conditions'],
      [{ where: { title: { near: '1,2,3' } } }, 'points only'],
      [{ where: { title: { all: 'a' } } }, 'many values'],
      [{ where: { createdAt: { greater_than: 'notadate' } } }, 'cannot compare'],
      [{ where: { id: { in: '1,2,a' } } }, 'cannot compare'],
      [{ where: { layout: { exists: 'true' } } }, 'cannot be asked whether it exists'],
      [{ where: { title: { exists: 'maybe' } } }, 'true or false'],
      [{ where: { title: { regex: '.*' } } }, 'unknown operator'],
      [{ where: { or: 'x' } }, 'list of conditions'],
      [{ where: { count: { like: 'x' } } }, 'text only'],
      [{ where: { tags: { contains: 'a' } } }, 'text only'],
      [{ where: { tags: { in: 'a,x' } } }, 'cannot compare'],
      [{ where: { 'layout.blockType': { equals: 'x' } } }, 'cannot compare'],
      [{ page: 1e20 }, 'page is a whole number'],
      [{ limit: -5 }, 'limit is a whole number'],
    ] as const) {
      expect(refusedWith(args as Record<string, unknown>), JSON.stringify(args)).toMatch(new RegExp(`^400 .*The query cannot be read.*${says}`));
    }
    const many = { and: Array.from({ length: MAX_QUERY_CONDITIONS + 1 }, () => ({ title: { equals: 'x' } })) };
    expect(refusedWith({ where: many })).toMatch(/at most 100 conditions/);
    let deep: Record<string, unknown> = { title: { equals: 'x' } };
    for (let i = 0; i < 8; i++) deep = { or: [deep] };
    expect(refusedWith({ where: deep })).toMatch(/levels of and\/or/);
  });

  it('gives an anonymous client fewer conditions than staff', () => {
    const where = { and: Array.from({ length: MAX_ANONYMOUS_CONDITIONS + 1 }, () => ({ title: { like: 'x' } })) };
    expect(refusedWith({ where })).toBe('accepted');
    const anonymous = () => (wellFormedQueries as unknown as (a: unknown) => unknown)({ args: { where }, operation: 'read', collection: { flattenedFields }, req: { payloadAPI: 'REST', query: { where } } });
    expect(anonymous).toThrow(/at most 10 conditions/);
  });

  it("leaves the site's own queries alone (the local API, and a query built inside an endpoint)", () => {
    expect(() => check({ where: { title: { near: 'x' } } }, 'local')).not.toThrow();
    const built = { and: Array.from({ length: 50 }, () => ({ id: { greater_than: 0 } })) };
    expect(() =>
      (wellFormedQueries as unknown as (a: unknown) => unknown)({ args: { where: built }, operation: 'read', collection: { flattenedFields }, req: { payloadAPI: 'REST', query: {} } }),
    ).not.toThrow();
  });
});
