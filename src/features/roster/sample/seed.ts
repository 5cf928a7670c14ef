import type { Payload, RequestContext } from 'payload';

import type { RosterGroup, RosterRole } from '../model';

const context: RequestContext = { disableRevalidate: true };

type SampleEntry = { group: RosterGroup; role: RosterRole | null; tenure: 'fullTime' | 'partTime'; name: [string, string]; affiliation: [string, string] };

/** Invented people with invented affiliations, each marked as a sample in its name. */
const entries: SampleEntry[] = [
  {
    group: 'councillors',
    role: 'councillor',
    tenure: 'partTime',
    name: ['石川 和子（サンプル）', 'Kazuko Ishikawa (sample)'],
    affiliation: ['見本大学 工学部 教授', 'Professor, Faculty of Engineering, Mihon University'],
  },
  {
    group: 'councillors',
    role: 'councillor',
    tenure: 'partTime',
    name: ['上田 誠（サンプル）', 'Makoto Ueda (sample)'],
    affiliation: ['一般社団法人見本工業会 専務理事', 'Managing Director, Mihon Industry Association'],
  },
  {
    group: 'councillors',
    role: 'councillor',
    tenure: 'partTime',
    name: ['大野 恵美（サンプル）', 'Emi Ono (sample)'],
    affiliation: ['サンプル消費者協会 理事', 'Director, Sample Consumers Association'],
  },
  {
    group: 'councillors',
    role: 'councillor',
    tenure: 'partTime',
    name: ['加藤 修一（サンプル）', 'Shuichi Kato (sample)'],
    affiliation: ['見本計測研究所 所長', 'Director, Mihon Measurement Institute'],
  },
  {
    group: 'councillors',
    role: 'councillor',
    tenure: 'partTime',
    name: ['木村 直樹（サンプル）', 'Naoki Kimura (sample)'],
    affiliation: ['サンプル電機株式会社 品質保証部長', 'Head of Quality Assurance, Sample Electric Co.'],
  },
  {
    group: 'councillors',
    role: 'councillor',
    tenure: 'partTime',
    name: ['小林 由紀（サンプル）', 'Yuki Kobayashi (sample)'],
    affiliation: ['見本医療大学 臨床検査学科 教授', 'Professor, Department of Clinical Laboratory Science, Mihon Medical University'],
  },
  {
    group: 'directors',
    role: 'chairman',
    tenure: 'partTime',
    name: ['佐藤 宏（サンプル）', 'Hiroshi Sato (sample)'],
    affiliation: ['見本大学 名誉教授', 'Professor Emeritus, Mihon University'],
  },
  {
    group: 'directors',
    role: 'president',
    tenure: 'fullTime',
    name: ['青木 一郎（サンプル）', 'Ichiro Aoki (sample)'],
    affiliation: ['公益財団法人日本適合性認定協会', 'Japan Accreditation Board'],
  },
  {
    group: 'directors',
    role: 'executiveDirector',
    tenure: 'fullTime',
    name: ['鈴木 真理（サンプル）', 'Mari Suzuki (sample)'],
    affiliation: ['公益財団法人日本適合性認定協会 認定センター長', 'Head of the Accreditation Centre, Japan Accreditation Board'],
  },
  {
    group: 'directors',
    role: 'director',
    tenure: 'partTime',
    name: ['高橋 健（サンプル）', 'Ken Takahashi (sample)'],
    affiliation: ['サンプル化学株式会社 取締役', 'Board Member, Sample Chemicals Co.'],
  },
  {
    group: 'directors',
    role: 'director',
    tenure: 'partTime',
    name: ['田中 陽子（サンプル）', 'Yoko Tanaka (sample)'],
    affiliation: ['見本法律事務所 弁護士', 'Attorney at law, Mihon Law Office'],
  },
  {
    group: 'directors',
    role: 'director',
    tenure: 'partTime',
    name: ['中村 剛（サンプル）', 'Tsuyoshi Nakamura (sample)'],
    affiliation: ['一般財団法人サンプル試験センター 理事長', 'President, Sample Testing Centre Foundation'],
  },
  {
    group: 'directors',
    role: 'director',
    tenure: 'partTime',
    name: ['西村 彩（サンプル）', 'Aya Nishimura (sample)'],
    affiliation: ['見本大学 経済学部 准教授', 'Associate Professor, Faculty of Economics, Mihon University'],
  },
  {
    group: 'auditors',
    role: 'auditor',
    tenure: 'partTime',
    name: ['原田 浩之（サンプル）', 'Hiroyuki Harada (sample)'],
    affiliation: ['見本監査法人 公認会計士', 'Certified public accountant, Mihon Audit Corporation'],
  },
  {
    group: 'auditors',
    role: 'auditor',
    tenure: 'partTime',
    name: ['松本 京子（サンプル）', 'Kyoko Matsumoto (sample)'],
    affiliation: ['サンプル銀行 監査役', 'Audit & Supervisory Board Member, Sample Bank'],
  },
  { group: 'secretariat', role: null, tenure: 'fullTime', name: ['森 拓也（サンプル）', 'Takuya Mori (sample)'], affiliation: ['事務局長', 'Secretary General'] },
  { group: 'secretariat', role: null, tenure: 'fullTime', name: ['山口 恵（サンプル）', 'Megumi Yamaguchi (sample)'], affiliation: ['総務部長', 'Head of General Affairs'] },
  {
    group: 'secretariat',
    role: null,
    tenure: 'fullTime',
    name: ['吉田 聡（サンプル）', 'Satoshi Yoshida (sample)'],
    affiliation: ['認定企画部長', 'Head of Accreditation Planning'],
  },
];

/** Sample roster entries for a new database; nothing when the roster already has entries. */
export async function seedRoster(payload: Payload): Promise<number> {
  if ((await payload.count({ collection: 'roster-entries' })).totalDocs > 0) return 0;
  let order = 0;
  for (const entry of entries) {
    order += 10;
    const created = await payload.create({
      collection: 'roster-entries',
      locale: 'ja',
      context,
      data: { group: entry.group, role: entry.role, tenure: entry.tenure, name: entry.name[0], affiliation: entry.affiliation[0], order, sample: true },
    });
    await payload.update({ collection: 'roster-entries', id: created.id, locale: 'en', context, data: { name: entry.name[1], affiliation: entry.affiliation[1] } });
  }
  return entries.length;
}
