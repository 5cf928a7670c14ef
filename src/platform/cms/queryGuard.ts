import type { CollectionBeforeOperationHook, FlattenedField } from 'payload';

import { refusal } from './refusal';

/**
 * A REST query (`?where[...]`, `page`, `limit`) is read before the database sees it. Payload checks that a
 * query's paths exist, but passes on operators and values that the database adapter turns into
 * broken SQL (`where=abc`, `[near]` on a text field, `[in]=1,2,a` on an id, `[exists]` on a block
 * list, a page number beyond any offset): each answered 500 with a stack in the log. Here each is
 * refused with 400 and a message, logged as one line (platform/cms/logging.ts). A path this guard
 * cannot follow (through a relationship to another collection) is left to Payload's own checks.
 */

/**
 * The deepest `and`/`or` nesting and the most conditions a query may hold: /admin's filters and
 * relationship pickers stay far below 100; an anonymous client (who may read published pages
 * and lists) gets 10, so no one outside can make each request a long scan of many conditions.
 */
export const MAX_QUERY_DEPTH = 6;
export const MAX_QUERY_CONDITIONS = 100;
export const MAX_ANONYMOUS_CONDITIONS = 10;
/** The highest page number a REST read may ask for. */
export const MAX_REST_PAGE = 1_000_000;

const COMPARISONS = new Set(['equals', 'not_equals', 'in', 'not_in', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal']);
const TEXT_MATCHES = new Set(['like', 'not_like', 'contains']);
const GEOMETRY = new Set(['near', 'within', 'intersects']);
/** Fields that `like` and `contains` apply to (a choice is an enum in PostgreSQL, and is matched by its value). */
const TEXTUAL = new Set(['text', 'textarea', 'email', 'code']);
/** Fields whose values live in tables of their own: no condition applies to the field as a whole. */
const CONTAINERS = new Set(['blocks', 'array', 'group', 'tab', 'join']);

const MESSAGE = 'この検索条件は読めません / The query cannot be read';

function refuse(detail: string): never {
  throw refusal(`${MESSAGE}: ${detail}`, 400);
}

type Leaf = { type: string; hasMany?: boolean; relationTo?: unknown; localized?: boolean; options?: unknown[] } | 'id' | null;

const childrenOf = (field: FlattenedField): FlattenedField[] | null => {
  if (field.type === 'blocks') return field.blocks.flatMap((block) => block.flattenedFields);
  if ('flattenedFields' in field && Array.isArray(field.flattenedFields)) return field.flattenedFields;
  return null;
};

/** The field a path names, `'id'` for the row id, or null when the path is not this guard's to judge. */
function fieldAt(fields: FlattenedField[], path: string): Leaf {
  const segments = path.split('.');
  if (segments.length === 1 && segments[0] === 'id') return 'id';
  let current: FlattenedField[] = fields;
  let found: FlattenedField | undefined;
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    // A localized field may be named with its locale (`title.en`).
    if (found?.localized && /^(ja|en)$/.test(segment) && i === segments.length - 1) break;
    // A block's kind, kept beside its fields: one of the block list's own kinds.
    if (found?.type === 'blocks' && segment === 'blockType' && i === segments.length - 1) return { type: 'select', options: found.blocks.map((block) => block.slug) };
    if (found) {
      const children = childrenOf(found);
      // Through a relationship or an upload into another collection: Payload's own checks.
      if (!children) return null;
      current = children;
    }
    found = current.find((field) => field.name === segment);
    if (!found) return null;
  }
  return found ?? null;
}

const valuesOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value]);
const isNullish = (value: unknown) => value === null || value === 'null' || value === undefined;
const isBoolean = (value: unknown) => value === true || value === false || value === 'true' || value === 'false';
const isNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && /^-?\d{1,15}(\.\d{1,10})?$/.test(value.trim()));
const isRowId = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) || (typeof value === 'string' && /^\d{1,15}$/.test(value.trim()));
const isDate = (value: unknown) => value instanceof Date || ((typeof value === 'string' || typeof value === 'number') && !Number.isNaN(new Date(value).getTime()) && String(value).length <= 40);

function checkCondition(path: string, operator: string, value: unknown, leaf: Exclude<Leaf, null>) {
  const type = leaf === 'id' ? 'id' : leaf.type;
  if (operator === 'exists') {
    if (!isBoolean(value)) refuse(`${path}[exists] takes true or false`);
    if (CONTAINERS.has(type)) refuse(`${path} cannot be asked whether it exists`);
    return;
  }
  if (CONTAINERS.has(type)) refuse(`${path} holds other fields; name one of them`);
  if (GEOMETRY.has(operator)) {
    if (type !== 'point') refuse(`${path}[${operator}] applies to points only`);
    return;
  }
  if (operator === 'all') {
    if (leaf === 'id' || !leaf.hasMany) refuse(`${path}[all] applies to fields with many values only`);
  } else if (TEXT_MATCHES.has(operator)) {
    if (!TEXTUAL.has(type) && type !== 'richText' && type !== 'json') refuse(`${path}[${operator}] applies to text only`);
    if (typeof value !== 'string' || value.length > 200) refuse(`${path}[${operator}] takes a text of up to 200 characters`);
    return;
  } else if (!COMPARISONS.has(operator)) {
    refuse(`unknown operator ${operator}`);
  }
  const listed = operator === 'in' || operator === 'not_in' || operator === 'all';
  const values = listed ? valuesOf(value) : [value];
  if (values.length > MAX_QUERY_CONDITIONS) refuse(`${path}[${operator}] takes at most ${MAX_QUERY_CONDITIONS} values`);
  for (const one of values) {
    if (isNullish(one) && !listed) continue;
    if (typeof one === 'object' && one !== null && !(one instanceof Date) && !(type === 'relationship' || type === 'upload' || type === 'json' || type === 'point'))
      refuse(`${path}[${operator}] takes a value, not a list of fields`);
    const ok =
      type === 'id'
        ? isRowId(one)
        : type === 'number'
          ? isNumber(one)
          : type === 'date'
            ? isDate(one)
            : type === 'checkbox'
              ? isBoolean(one)
              : (type === 'select' || type === 'radio') && leaf !== 'id' && Array.isArray((leaf as { options?: unknown }).options)
                ? optionValues(leaf as { options: unknown[] }).has(String(one))
              : (type === 'relationship' || type === 'upload') && typeof (leaf as { relationTo?: unknown }).relationTo === 'string'
                ? isRowId(one)
                : true;
    if (!ok) refuse(`${path}[${operator}] cannot compare ${JSON.stringify(String(one)).slice(0, 60)}`);
  }
}

/** A choice's values: PostgreSQL keeps them as an enum, and a value outside it is an error there. */
const optionValues = (field: { options: unknown[] }) =>
  new Set(field.options.map((option) => String(typeof option === 'object' && option !== null ? (option as { value: unknown }).value : option)));

type Count = { n: number };

function checkWhere(fields: FlattenedField[], where: unknown, depth: number, count: Count, most: number) {
  if (where === null || typeof where !== 'object' || Array.isArray(where)) refuse('where takes conditions on fields, e.g. where[title][equals]=…');
  if (depth > MAX_QUERY_DEPTH) refuse(`at most ${MAX_QUERY_DEPTH} levels of and/or`);
  for (const [key, value] of Object.entries(where as Record<string, unknown>)) {
    if (key === 'and' || key === 'or') {
      const parts = Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : null;
      if (!parts) refuse(`${key} takes a list of conditions`);
      for (const part of parts) checkWhere(fields, part, depth + 1, count, most);
      continue;
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) refuse(`${key} needs an operator, e.g. where[${key}][equals]=…`);
    const leaf = fieldAt(fields, key);
    for (const [operator, operand] of Object.entries(value as Record<string, unknown>)) {
      if (++count.n > most) refuse(`at most ${most} conditions`);
      if (leaf) checkCondition(key, operator, operand, leaf);
      else if (!COMPARISONS.has(operator) && !TEXT_MATCHES.has(operator) && operator !== 'exists' && operator !== 'all' && !GEOMETRY.has(operator))
        refuse(`unknown operator ${operator}`);
    }
  }
}

function checkPaging(args: { page?: unknown; limit?: unknown }, signedIn: boolean) {
  if (args.page !== undefined && args.page !== null) {
    const page = Number(args.page);
    if (!Number.isSafeInteger(page) || page < 1 || page > MAX_REST_PAGE) refuse(`page is a whole number from 1 to ${MAX_REST_PAGE}`);
  }
  // An anonymous client's limit is set to a page of at most 100 whatever it asked (restCaps.ts).
  if (signedIn && args.limit !== undefined && args.limit !== null) {
    const limit = Number(args.limit);
    if (!Number.isSafeInteger(limit) || limit < 0) refuse('limit is a whole number, 0 or more');
  }
}

/**
 * Checks the query a REST client sent (its `where`, `page` and `limit`) before it reaches the
 * database. Only the client's own: a query the site's code builds inside an endpoint (keyset
 * paging by `id > 0`, many conditions) is the code's, and is not the client's to be refused.
 */
export const wellFormedQueries: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  if (req.payloadAPI !== 'REST') return args;
  const sent = (req.query ?? {}) as { where?: unknown; page?: unknown; limit?: unknown };
  const { where } = args as { where?: unknown };
  if (where !== undefined && where === sent.where) checkWhere(collection.flattenedFields, where, 0, { n: 0 }, req.user ? MAX_QUERY_CONDITIONS : MAX_ANONYMOUS_CONDITIONS);
  checkPaging(sent, Boolean(req.user));
  return args;
};
