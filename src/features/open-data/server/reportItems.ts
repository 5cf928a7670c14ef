/**
 * A line of a decision report as the API gives it: the decision (what and when) and the body it
 * concerns, the same lines /cert_reports shows for the same type on the same day.
 */
import { decisionDate, extensions, type ReportType, reportWindow } from '@/features/decision-reports';
import type { AccreditedBody } from '@/payload-types';

import { type BodySummary, bodySummary } from './bodyItems';
import type { Bilingual } from './present';

/** What was decided: type 1 is a new accreditation or an extension of scope. */
export type Decision = 'accredited' | 'extended' | 'suspended' | 'ended';

export type DecisionItem = {
  decisionDate: string;
  decision: Decision;
  /** For an extension of scope: the scope items it added. */
  addedScopes: { code: string; label: Bilingual }[];
  body: BodySummary;
};

export function decisionItem(type: ReportType, body: AccreditedBody, today: string, origin: string): DecisionItem {
  const { since, until } = reportWindow(type, today);
  // As on the page: a body first accredited before the window and extended within it is an extension.
  const added = type === '1' && !(body.initialDate >= since) ? extensions(body, since, until) : [];
  const decision: Decision = type === '1' ? (added.length ? 'extended' : 'accredited') : type === '2' ? 'suspended' : 'ended';
  return {
    decisionDate: decisionDate(type, body),
    decision,
    addedScopes: added.map((scope) => ({ code: scope.code, label: { ja: scope.labelJa, en: scope.labelEn || null } })),
    body: bodySummary(body, origin),
  };
}
