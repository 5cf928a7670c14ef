import { startTestPayload } from '@tests/support/payload';
import { reportsSuite } from './reports.suite';

reportsSuite(startTestPayload);
