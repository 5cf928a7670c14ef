// The organisation's own facts (profile, location and access, business days): one global staff
// edit, shown on the about pages, in the footer and the home page's structured data, and used by
// the inquiry pages to say when replies resume during a closure; the year-end closure's notices in
// the news and the working hours of vacancies come from it too.
export { closureToAnnounce } from './calendar';
export { organisationJsonLd } from './server/jsonLd';
export { getOrganisation, type OrganisationView } from './server/queries';
export { AccessDetails, BusinessDays, ClosureNotice, footerContact, OrganisationProfile, workingTerms, YearEndClosure } from './ui/OrganisationViews';
