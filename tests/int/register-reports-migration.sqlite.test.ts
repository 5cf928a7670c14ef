import * as migration from '@/payload/migrations/sqlite/20261128_041943_register_reports';
import { startTestPayload } from '@tests/support/payload';

import { reportsMigrationSuite } from './register-reports-migration.suite';

reportsMigrationSuite(startTestPayload, migration as never);
