// CMS entry of the forms: where submissions and drafts are kept, how mail is sent, the outbox
// the server's timer drains, and the daily job that erases personal data past its period.
import type { FeatureCms } from '@/platform/features';

import { FormDrafts } from './payload/formDrafts';
import { Retention } from './payload/retention';
import { Complaints, Inquiries } from './payload/submissions';

export { FormDrafts } from './payload/formDrafts';
export { Retention } from './payload/retention';
export { Complaints, Inquiries } from './payload/submissions';
export { mailFrom } from './server/mail/config';
export { deliverPendingMail, releaseMailLeases } from './server/mail/outbox';
export { mailTransport } from './server/mail/transport';
export { retentionSummary, runDailyRetention, runRetention, type DailyRetention, type RetentionReport } from './server/retention';

export const cms: FeatureCms = { collections: [Inquiries, Complaints, FormDrafts], globals: [Retention] };
