// Credentials (docs/decisions/0032): each accreditation as a W3C verifiable credential signed by
// the site's did:web, the two status lists that revoke or suspend them, signed answers of the
// checks, and the page that checks any of them (/verify/check).
import { answerJsonLdRoute, answerRoute, bulkAnswerRoute, credentialFormRoute, credentialRoute, didRoute, statusListRoute } from './server/routes';

/** The machine addresses, in no language, each bound by a hand-written route file under src/app. */
export const credentialsRoutes = {
  did: didRoute,
  credential: credentialRoute,
  credentialForm: credentialFormRoute,
  statusList: statusListRoute,
  answer: answerRoute,
  answerJsonLd: answerJsonLdRoute,
  bulkAnswer: bulkAnswerRoute,
};
export { documentCheckRoutes } from './views/check';
