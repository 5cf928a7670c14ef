/**
 * The part of the OpenAPI description (openapi.ts) that tells /api/v1/changes: its parameter,
 * how its cursor treats late commits and corrections, and the schemas of its answer. Kept apart
 * so the description of the changes and the code that makes them sit together; the words a
 * change uses are read from the types of `verification/changes.ts`, so each is described.
 */
import type { ParameterObject, ReferenceObject, SchemaObject } from 'openapi3-ts/oas31';

import type { Change } from '@/features/verification/cms';

import type { ChangeSource } from './changeItems';
import { MAX_CURSOR_LENGTH } from './changesCursor';
import { CHANGES_PAGE_SIZE, CORRECTION_SETTLE_MS } from './changesPage';
import { LATE_COMMIT_MS } from './changesWindow';

const ref = (name: string): ReferenceObject => ({ $ref: `#/components/schemas/${name}` });
const nullableString: SchemaObject = { type: ['string', 'null'] };
const nullableDate: SchemaObject = { type: ['string', 'null'], format: 'date' };
const list = (meanings: Record<string, string>) =>
  Object.entries(meanings)
    .map(([value, meaning]) => `\`${value}\`: ${meaning}`)
    .join('; ');

const minutes = (ms: number) => ms / 60_000;

const changeKinds: Record<Change['kind'], string> = {
  recorded: 'the first state recorded of the record (`validFrom`, `validUntil`)',
  suspended: 'suspended from `on` (to `until`, when stated)',
  reinstated: 'valid again from `on`',
  reported: 'a certificate no longer reported is listed again by a report of its certification body',
  ended: 'ended on `on` (`endKind`: how; for certificates `withdrawn`, or `unreported` when a full report of its certification body no longer listed it)',
  renewed: 'renewed from `on`, until `until`',
  expiryChanged: 'its expiry changed to `until`',
  scopeExtended: 'accredited bodies: scope codes added (`codes`)',
  scopeReduced: 'accredited bodies: scope codes taken away (`codes`)',
};
const sourceKinds: Record<ChangeSource['kind'], string> = {
  import: 'an import: a certification body’s report (`reportId`), or the accredited-body import (`reportId` null)',
  staff: 'a staff edit',
  seed: 'the sample data',
  existing: 'the state when the site’s records began',
  correction: 'a directory manager marked the row as entered in error',
};

export const changesSchemas: Record<string, SchemaObject> = {
  Change: {
    type: 'object',
    description: 'One thing a recorded state changed, in the words of the site’s feeds.',
    required: ['kind', 'on'],
    properties: {
      kind: { type: 'string', enum: Object.keys(changeKinds), description: `${list(changeKinds)}.` },
      on: { type: 'string', format: 'date', description: 'The day in Japan it took effect (the stated day, else the day it was recorded).' },
      until: nullableDate,
      validFrom: nullableDate,
      validUntil: nullableDate,
      endKind: nullableString,
      codes: { type: 'array', items: { type: 'string' } },
    },
  },
  ChangeItem: {
    type: 'object',
    required: [
      'id',
      'event',
      'historyId',
      'subject',
      'key',
      'accreditationNumber',
      'certificateNumber',
      'at',
      'recordedOn',
      'source',
      'changes',
      'state',
      'enteredInError',
      'correction',
      'apiUrl',
      'record',
    ],
    properties: {
      id: { type: 'string', description: 'Unique per change (`h{historyId}` recorded, `c{historyId}` corrected): de-duplicate on it.' },
      event: {
        type: 'string',
        enum: ['recorded', 'corrected'],
        description: '`recorded`: a state was recorded; `corrected`: the state of `historyId` was marked as entered in error and no longer counts (the record went back to the state before it).',
      },
      historyId: { type: 'integer', description: 'The row of the validity history.' },
      subject: { type: 'string', enum: ['accreditedBody', 'certificate'] },
      key: { type: 'string', description: 'The accreditation number; for a certificate, its certification body’s accreditation number and the certificate number joined by `:`.' },
      accreditationNumber: { type: 'string', description: 'The body’s, or for a certificate its certification body’s.' },
      certificateNumber: nullableString,
      at: { type: 'string', format: 'date-time', description: 'When the row was written, or (corrected) when the correction was made.' },
      recordedOn: { type: 'string', format: 'date', description: 'The day in Japan the recorded state holds from.' },
      source: {
        type: 'object',
        required: ['kind', 'reportId'],
        properties: { kind: { type: 'string', enum: Object.keys(sourceKinds), description: `Who made the change: ${list(sourceKinds)}.` }, reportId: { type: ['integer', 'null'] } },
      },
      changes: { type: 'array', items: ref('Change'), description: 'What the state changed from the state recorded before it; empty when nothing a follower is told of (then fetch `apiUrl`).' },
      state: {
        type: 'object',
        description: 'The state as recorded. Accredited bodies state their dates, suspension, end and scope codes; certificates their dates and their certification body’s decision.',
        required: ['validFrom', 'validUntil', 'renewedOn', 'suspendedFrom', 'suspendedUntil', 'endedOn', 'endKind', 'decision', 'scopeCodes'],
        properties: {
          validFrom: nullableDate,
          validUntil: nullableDate,
          renewedOn: nullableDate,
          suspendedFrom: nullableDate,
          suspendedUntil: nullableDate,
          endedOn: nullableDate,
          endKind: nullableString,
          decision: { type: ['string', 'null'], enum: ['valid', 'suspended', 'withdrawn', 'unreported', null] },
          scopeCodes: { type: ['array', 'null'], items: { type: 'string' } },
        },
      },
      enteredInError: { type: 'boolean', description: 'Whether the row is, by the time of the answer, marked as entered in error (its correction is, or will be, a change of its own).' },
      correction: {
        anyOf: [{ type: 'object', required: ['at', 'reason'], properties: { at: { type: 'string', format: 'date-time' }, reason: nullableString } }, { type: 'null' }],
      },
      apiUrl: { type: ['string', 'null'], format: 'uri', description: 'The record’s current state in this API; null for a certificate no longer in the register.' },
      record: {
        anyOf: [ref('AccreditedBody'), ref('Certificate'), { type: 'null' }],
        description: 'The record as it stands now (when the page was read), as the API lists it; null when there is none under `key` (deleted, given another number, or no longer in the register). A mirror keeps it under `key`, or drops `key` when it is null.',
      },
    },
  },
  EditItem: {
    type: 'object',
    required: ['id', 'event', 'subject', 'key', 'accreditationNumber', 'certificateNumber', 'at', 'source', 'apiUrl', 'record'],
    properties: {
      id: { type: 'string', description: 'Unique per edit (`e` and a number): de-duplicate on it.' },
      event: {
        type: 'string',
        enum: ['updated', 'deleted'],
        description:
          '`updated`: details of the record other than its status and dates changed (a name, an address, the wording of a scope); `deleted`: the record was deleted, or given another number (this is its old one). Either way, `record` is what stands under `key` now.',
      },
      subject: { type: 'string', enum: ['accreditedBody', 'certificate'] },
      key: { type: 'string', description: 'As in `ChangeItem`.' },
      accreditationNumber: { type: 'string' },
      certificateNumber: nullableString,
      at: { type: 'string', format: 'date-time', description: 'When the edit was made.' },
      source: {
        type: 'object',
        required: ['kind', 'reportId'],
        properties: { kind: { type: 'string', enum: ['import', 'staff', 'seed', 'existing'] }, reportId: { type: ['integer', 'null'] } },
      },
      apiUrl: { type: ['string', 'null'], format: 'uri', description: 'The record’s current state in this API; null for a certificate no longer in the register.' },
      record: {
        anyOf: [ref('AccreditedBody'), ref('Certificate'), { type: 'null' }],
        description: 'The record as it stands now (when the page was read), as the API lists it; null when there is none under `key` (deleted, given another number, or no longer in the register). A mirror keeps it under `key`, or drops `key` when it is null.',
      },
    },
  },
  ChangePage: {
    type: 'object',
    required: ['asOf', 'upToDate', 'next', 'links', 'items'],
    properties: {
      asOf: { type: 'string', format: 'date-time', description: 'When the page was read.' },
      upToDate: { type: 'boolean', description: 'True when this page gave every change there was to give: keep `next` and ask it again later. False: ask `next` now.' },
      next: { type: 'string', description: 'The cursor to give as `since` next (opaque: store it as it is).' },
      links: { type: 'object', required: ['self', 'next'], properties: { self: { type: 'string', format: 'uri' }, next: { type: 'string', format: 'uri' } } },
      items: { type: 'array', items: { oneOf: [ref('ChangeItem'), ref('EditItem')] }, maxItems: CHANGES_PAGE_SIZE },
    },
  },
};

/** How a mirror uses the endpoint, and why it can trust the cursor. */
export const changesDescription = [
  `What changed in the accredited-body directory and the certified-organisation register: from the validity history the site keeps, each state recorded (by a certification body’s report, an import or a staff edit) and each correction of a state entered in error; and each record whose other details changed (a name, an address, the wording of a scope) or that was deleted. The history’s changes come first on a page, then the corrections, then the edits, at most ${CHANGES_PAGE_SIZE.toLocaleString('en')} in all. Load a download (a daily snapshot, or the directories’ CSV or JSON exports), call with \`since\` set to the time it was made, then follow \`next\` (also in the \`Link\` header) while \`upToDate\` is false; keep the last \`next\` and ask it again later. Every item carries \`record\`, the record under its \`key\` as it stands when the page is read (as the API lists it), or null when there is none: keep \`record\` under \`key\`, or drop \`key\` when it is null. Done that way, the order of the items does not matter, no record has to be fetched one by one, and the mirror holds what the register holds. (A report's new wording of a column the site derives for search can mark records changed whose public fields did not: their items repeat what the mirror holds.)`,
  `Late commits: rows get their ids when written and become visible when their transaction commits, so a long report can commit ids below ones already given. The cursor keeps every range of ids below its position that held nothing when read, reads them again on each page, and gives one up once it has been read ${minutes(LATE_COMMIT_MS)} minutes after it was first seen (a transaction that writes the history commits within that time of the time on its rows). Corrections are given ${minutes(CORRECTION_SETTLE_MS)} minutes after they are made, after the row they correct. A start from a time repeats the changes of the ${(2 * LATE_COMMIT_MS) / 3_600_000} hours before it, and in rare cases a row is given twice: de-duplicate by \`id\`; applying the changes in order ends in the same state.`,
  'A cursor is signed: one that was cut short or changed, or made before the site changed its key, is refused with 400; start again from the time of your download.',
].join('\n\n');

export const changesSince: ParameterObject = {
  name: 'since',
  in: 'query',
  required: true,
  description:
    'Where to start: the `next` of the previous answer, or, for a first call, the time a download was made: an RFC 3339 time with its offset (`2026-12-07T09:00:00+09:00`, encode `+` as `%2B`) or a day in Japan (`YYYY-MM-DD`, from its start), up to now.',
  schema: { type: 'string', maxLength: MAX_CURSOR_LENGTH },
  example: '2026-12-01',
};
