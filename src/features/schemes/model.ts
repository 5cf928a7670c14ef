import { schemes, type SchemeId } from '@/reference/schemes';

/** The arrangements of international mutual recognition a scheme can fall under. */
export const arrangements = ['iafMla', 'ilacMra', 'apacMra'] as const;
export type Arrangement = (typeof arrangements)[number];

export const arrangementLabels: Record<Arrangement, { ja: string; en: string }> = {
  iafMla: { ja: 'IAF MLA', en: 'IAF MLA' },
  ilacMra: { ja: 'ILAC MRA', en: 'ILAC MRA' },
  apacMra: { ja: 'APAC MRA', en: 'APAC MRA' },
};

/** The schemes shown on one service page (laboratories and calibration laboratories share one). */
export const schemesOfPage = (servicePath: string): SchemeId[] => schemes.filter((s) => s.servicePath === servicePath).map((s) => s.id);
