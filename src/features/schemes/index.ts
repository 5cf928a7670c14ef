// Accreditation schemes: each scheme's page body from its record (summary, benefits, criteria,
// documents and fees, directory link, scope of international mutual recognition) and the flow
// to accreditation that every scheme shares.
export { schemesOfPage } from './model';
export { AccreditationFlowSteps, SchemeOverview } from './ui/SchemeOverview';
