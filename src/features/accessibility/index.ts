// The accessibility test results (/accessibility/results); the policy itself is a CMS page.
export { accessibilityResultsRoutes } from './views/ResultsPage';
