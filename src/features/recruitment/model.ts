import { ADDRESSES } from '@/i18n/addresses';

/** Vacancies for staff and the call for assessors: /recruit/{slug}, listed at /recruit. */
export const RECRUIT_PATH = ADDRESSES.recruitment;
export const postingPath = (slug: string) => `${RECRUIT_PATH}/${slug}`;
export const RECRUIT_FEED_PATH = `${RECRUIT_PATH}/feed`;

export const postingUnits = ['medicalLaboratory', 'managementSystem', 'laboratory', 'testingLaboratoryAssessor'] as const;
export type PostingUnit = (typeof postingUnits)[number];
export const contractKinds = ['temporary3', 'temporary6', 'assessor'] as const;
export type ContractKind = (typeof contractKinds)[number];

/** Open until the end of its closing day in Japan; closed after. */
export const isClosed = (closesOn: string, today: string) => closesOn < today;
