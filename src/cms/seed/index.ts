import type { Payload } from 'payload';

import { seedAccreditedBodies } from '@/features/accredited-bodies/cms';
import { seedCertificationCounts } from '@/features/certification-counts/cms';
import { seedCertifiedOrganisations } from '@/features/certified-organisations/cms';
import { seedValidityHistory } from '@/features/validity-history/cms';
import { seedCmsPages } from '@/features/cms-pages/cms';
import { seedRevisions } from '@/features/document-revisions/cms';
import { seedDocuments } from '@/features/documents/cms';
import { seedNavigation } from '@/features/navigation/cms';
import { seedNews } from '@/features/news/cms';
import { seedOrganisation } from '@/features/organisation/cms';
import { seedPublicComments } from '@/features/public-comments/cms';
import { seedPostings } from '@/features/recruitment/cms';
import { seedContributions } from '@/features/publicity/cms';
import { seedRoster } from '@/features/roster/cms';
import { seedSchemes } from '@/features/schemes/cms';

/**
 * Fills an empty database with the sample site: each feature's sample data (the directories,
 * the counts table, the site tree, the pages in both languages), all labelled as sample. Each
 * part is skipped when it already has data, so a restart never doubles anything.
 */
export async function seed(payload: Payload): Promise<{ seeded: boolean; pages: number; bodies: number }> {
  await seedOrganisation(payload);
  await seedRoster(payload);
  await seedSchemes(payload);
  await seedContributions(payload);
  const bodies = await seedAccreditedBodies(payload);
  await seedCertificationCounts(payload);
  await seedCertifiedOrganisations(payload);
  // A past for both sample directories, so a day last year has an answer.
  await seedValidityHistory(payload);
  // Information items, documents before the revision notices that name them.
  await seedNews(payload);
  await seedPublicComments(payload);
  await seedDocuments(payload);
  await seedRevisions(payload);
  await seedPostings(payload);
  const { totalDocs } = await payload.count({ collection: 'pages' });
  if (totalDocs > 0) return { seeded: bodies > 0, pages: totalDocs, bodies };
  // Pages first: the menu links to them.
  const { pages } = await seedCmsPages(payload);
  await seedNavigation(payload);
  return { seeded: true, pages, bodies };
}
