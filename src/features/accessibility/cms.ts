// For the command line (scripts/accessibility-audit.ts): the shape of the published results file.
export type { AutomatedResults, PageResult } from './model';
