import type { Payload, RequestContext } from 'payload';

const context: RequestContext = { disableRevalidate: true };

/**
 * A schematic map of the sample location, drawn here as SVG: streets, the station exit and the
 * building. No map service is involved; the site serves this file itself.
 */
const MAP_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400" role="img">
<rect width="640" height="400" fill="#f4f4f2"/>
<g fill="none" stroke="#c9c9c4" stroke-width="26">
<path d="M0 120H640"/><path d="M0 300H640"/><path d="M180 0V400"/><path d="M460 0V400"/>
</g>
<g fill="none" stroke="#ffffff" stroke-width="2" stroke-dasharray="10 8">
<path d="M0 120H640"/><path d="M0 300H640"/><path d="M180 0V400"/><path d="M460 0V400"/>
</g>
<rect x="40" y="150" width="110" height="120" fill="#dfe6ee"/><rect x="210" y="150" width="220" height="120" fill="#e6e6e1"/>
<rect x="490" y="150" width="120" height="120" fill="#e6e6e1"/><rect x="210" y="20" width="220" height="70" fill="#e6e6e1"/>
<rect x="300" y="165" width="110" height="90" fill="#0017c1"/>
<text x="355" y="205" font-family="sans-serif" font-size="15" fill="#ffffff" text-anchor="middle">Sample Bldg</text>
<text x="355" y="228" font-family="sans-serif" font-size="15" fill="#ffffff" text-anchor="middle">5F</text>
<circle cx="180" cy="120" r="16" fill="#1a1a1c"/><text x="180" y="126" font-family="sans-serif" font-size="15" fill="#ffffff" text-anchor="middle">A1</text>
<path d="M196 128 L290 200" stroke="#d4310b" stroke-width="5" stroke-dasharray="10 7" fill="none"/>
<text x="95" y="100" font-family="sans-serif" font-size="16" fill="#1a1a1c" text-anchor="middle">Station exit A1</text>
<text x="560" y="395" font-family="sans-serif" font-size="13" fill="#595959" text-anchor="end">Sample map: not a real place</text>
</svg>`;

/**
 * The sample facts of the organisation: the dates and assets the description gives, and sample
 * numbers, names and addresses elsewhere, shown with a sample notice.
 */
export async function seedOrganisation(payload: Payload): Promise<number> {
  const current = await payload.findGlobal({ slug: 'organisation', depth: 0 });
  if (current.profile?.name) return 0;
  const svg = Buffer.from(MAP_SVG);
  const map = await payload.create({
    collection: 'media',
    locale: 'ja',
    context,
    data: { alt: '所在地の地図（サンプル）。見本町駅のA1出口から南東へ進み、最初の角の先にあるサンプルビルの5階です。' },
    file: { data: svg, mimetype: 'image/svg+xml', name: 'access-map-sample.svg', size: svg.length },
  });
  await payload.update({
    collection: 'media',
    id: map.id,
    locale: 'en',
    context,
    data: { alt: 'Map of the location (sample). From exit A1 of Mihon-cho Station, walk south-east past the first corner to the Sample Building; JAB is on the 5th floor.' },
  });
  await payload.updateGlobal({
    slug: 'organisation',
    locale: 'ja',
    context,
    data: {
      sample: true,
      profile: {
        name: '公益財団法人日本適合性認定協会',
        corporateNumber: '0000000000000',
        invoiceNumber: 'T0000000000000',
        president: '理事長　青木 一郎（サンプル）',
        established: '1993-11-01',
        publicInterestSince: '2010-07-01',
        outline:
          'マネジメントシステム認証機関、要員認証機関、製品認証機関、温室効果ガス妥当性確認・検証機関、試験所・校正機関、臨床検査室、検査機関、標準物質生産者、技能試験提供者及びバイオバンクの認定を行っています。あわせて、国際相互承認への参加、認定制度の普及と調査研究に取り組んでいます。',
        supervisoryAuthority: '内閣府',
        basicAssetsThousandYen: 114350,
        purposes: [{ text: '適合性評価機関の認定' }, { text: '国際相互承認の維持と、国際的な認定制度づくりへの参画' }, { text: '適合性評価と認定に関する普及啓発と調査研究' }],
      },
      contact: {
        postalCode: '100-0000',
        telephone: '03-0000-0000',
        fax: '03-0000-0001',
        address: '東京都千代田区見本町1丁目2番3号 サンプルビル5階',
        stations: [
          { line: '東京メトロ見本線', station: '見本町駅 A1出口', walkMinutes: 3 },
          { line: 'JR線', station: 'サンプル駅 北口', walkMinutes: 10 },
        ],
        directions:
          '見本町駅のA1出口を出て、右手の大通りを南東へお進みください。\n最初の交差点を渡り、2軒目の茶色の建物がサンプルビルです。エレベーターで5階へお上がりください。\n受付は5階のエレベーターホール正面にあります。ご来訪の際は、事前に担当者とお約束のうえお越しください。',
        map: map.id,
        mapLink: `https://www.openstreetmap.org/search?query=${encodeURIComponent('東京都千代田区')}`,
      },
      hours: { opens: '09:30', closes: '17:30', breakStarts: '12:00', breakEnds: '13:00', yearEndFirst: '12-29', yearEndLast: '01-03', halfDay: '12-27', halfDayCloses: '12:00' },
    },
  });
  const saved = await payload.findGlobal({ slug: 'organisation', locale: 'ja', depth: 0 });
  await payload.updateGlobal({
    slug: 'organisation',
    locale: 'en',
    context,
    data: {
      profile: {
        ...saved.profile,
        name: 'Japan Accreditation Board',
        president: 'Ichiro Aoki, President (sample)',
        outline:
          'JAB accredits management system certification bodies, personnel certification bodies, product certification bodies, greenhouse gas validation and verification bodies, testing and calibration laboratories, medical laboratories, inspection bodies, reference material producers, proficiency testing providers and biobanks. It also takes part in international mutual recognition and promotes and studies accreditation.',
        supervisoryAuthority: 'Cabinet Office',
        purposes: (saved.profile.purposes ?? []).map((purpose, i) => ({
          id: purpose.id,
          text: [
            'Accreditation of conformity assessment bodies',
            'Maintaining international mutual recognition and taking part in shaping international accreditation',
            'Promoting and studying conformity assessment and accreditation',
          ][i]!,
        })),
      },
      contact: {
        ...saved.contact,
        address: 'Sample Building 5F, 1-2-3 Mihon-cho, Chiyoda-ku, Tokyo',
        stations: (saved.contact?.stations ?? []).map((station, i) => ({
          ...station,
          line: ['Tokyo Metro Mihon Line', 'JR lines'][i]!,
          station: ['Mihon-cho Station, exit A1', 'Sample Station, north exit'][i]!,
        })),
        directions:
          'Leave Mihon-cho Station by exit A1 and walk south-east along the main road on your right.\nCross at the first junction; the Sample Building is the second building, in brown brick. Take the lift to the 5th floor.\nReception faces the lifts on the 5th floor. Please arrange your visit with the person you are meeting beforehand.',
      },
    },
  });
  return 1;
}
