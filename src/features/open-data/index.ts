// The open-data API: read-only, versioned JSON of the accredited-body directory, the
// certified-organisation register and the decision reports, described by /api/v1/openapi.json.
export { openDataRoutes } from './server/routes';
