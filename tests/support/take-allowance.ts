/**
 * Another process counting against an allowance, for the shared rate-limit test:
 * `node --import tsx tests/support/take-allowance.ts <name> <points> <seconds> <address> <times>`
 * prints the verdicts as JSON (true for allowed). REDIS_URL comes from the environment.
 */
import { closeSharedCounts, take } from '../../src/platform/http/rateLimit';

const [name, points, seconds, address, times] = process.argv.slice(2);
const verdicts: boolean[] = [];
for (let i = 0; i < Number(times); i++) verdicts.push((await take(name!, { points: Number(points), seconds: Number(seconds) }, address!)).allowed);
await closeSharedCounts();
process.stdout.write(`${JSON.stringify(verdicts)}\n`);
