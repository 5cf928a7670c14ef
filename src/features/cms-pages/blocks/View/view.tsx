import { AccessDetails, BusinessDays, ClosureNotice, OrganisationProfile } from '@/features/organisation';
import { type Anniversary, ContributionList, ContributionTexts } from '@/features/publicity';
import { Roster } from '@/features/roster';
import { AccreditationFlowSteps, SchemeOverview } from '@/features/schemes';
import type { ViewBlock } from '@/payload-types';
import type { SchemeId } from '@/reference/schemes';

import type { BlockViewProps } from '../shared';

/** Content kept as data elsewhere, drawn from its record: the organisation, the roster, a scheme, the flow, contributions. */
export function StructuredView({ block, locale }: BlockViewProps<ViewBlock>) {
  switch (block.view) {
    case 'organisationProfile':
      return <OrganisationProfile locale={locale} />;
    case 'businessDays':
      return <BusinessDays locale={locale} />;
    case 'access':
      return <AccessDetails locale={locale} />;
    case 'closureNotice':
      return <ClosureNotice locale={locale} />;
    case 'roster':
      return <Roster locale={locale} />;
    case 'scheme':
      return <SchemeOverview schemes={(block.schemes ?? []) as SchemeId[]} locale={locale} />;
    case 'accreditationFlow':
      return <AccreditationFlowSteps locale={locale} />;
    case 'contributionList':
      return block.anniversary ? <ContributionList anniversary={block.anniversary as Anniversary} linkToDetail={Boolean(block.linkToDetail)} locale={locale} /> : null;
    case 'contributionTexts':
      return block.anniversary ? <ContributionTexts anniversary={block.anniversary as Anniversary} locale={locale} /> : null;
    default:
      return null;
  }
}
