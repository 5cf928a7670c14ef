import type { CollectionBeforeChangeHook } from 'payload';

/**
 * The request context of the retention job's own writes: the hooks of the submissions leave
 * such a write as it is (it erases personal fields, it does not handle anything).
 */
export const ERASING_PERSONAL_DATA = 'erasingPersonalData';

/**
 * Keeps `handledAt` in step with the handling: set to now when a submission becomes handled,
 * cleared when it is reopened. The retention period of a handled submission counts from it.
 */
export const stampHandledAt: CollectionBeforeChangeHook = ({ data, originalDoc, context }) => {
  if (context[ERASING_PERSONAL_DATA]) return data;
  const status = data.status ?? originalDoc?.status;
  if (status !== 'handled') data.handledAt = null;
  // Newly handled, or handled before this field existed: counts from now.
  else if (originalDoc?.status !== 'handled' || !(data.handledAt ?? originalDoc?.handledAt)) data.handledAt = new Date().toISOString();
  return data;
};
