// CMS entry of the alerts: their tables (closed to staff and the API), the staff's counts and
// erasure on request, and the jobs the servers' timers run (find what changed, send what is due,
// hand back what a stopping server holds, erase what is no longer needed).
import type { FeatureCms } from '@/platform/features';

import { AlertAddresses, AlertQueue, AlertSubscriptions } from './payload/collections';
import { alertStaffEndpoints } from './payload/staff';

export { collectAlerts, nextDigestAt, type CollectReport } from './server/events';
export { deliverAlerts, releaseAlertBatches, type AlertDeliveryReport } from './server/deliver';
export { cleanUpAlerts, type AlertCleanup } from './server/cleanup';

export const cms: FeatureCms = {
  collections: [AlertAddresses, AlertSubscriptions, AlertQueue],
  endpoints: alertStaffEndpoints,
  dashboard: ['@/features/alerts/ui/AlertsCard#AlertsCard'],
};
