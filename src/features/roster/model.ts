/** The four groups of the roster, in the order of its tabs; each is also the tab's address (`#directors`). */
export const rosterGroups = ['councillors', 'directors', 'auditors', 'secretariat'] as const;
export type RosterGroup = (typeof rosterGroups)[number];

/** The roles of the description, in order of precedence. */
export const rosterRoles = ['chairman', 'president', 'executiveDirector', 'director', 'auditor', 'councillor'] as const;
export type RosterRole = (typeof rosterRoles)[number];

export const roleLabels: Record<RosterRole, { ja: string; en: string }> = {
  chairman: { ja: '代表理事 会長', en: 'Representative Director and Chairman' },
  president: { ja: '代表理事 理事長', en: 'Representative Director and President' },
  executiveDirector: { ja: '常務理事', en: 'Executive Director' },
  director: { ja: '理事', en: 'Director' },
  auditor: { ja: '監事', en: 'Auditor' },
  councillor: { ja: '評議員', en: 'Councillor' },
};

export const groupLabels: Record<RosterGroup, { ja: string; en: string }> = {
  councillors: { ja: '評議員', en: 'Councillors' },
  directors: { ja: '理事', en: 'Directors' },
  auditors: { ja: '監事', en: 'Auditors' },
  secretariat: { ja: '事務局', en: 'Secretariat' },
};
