// For the command line and the benchmarks (plain Node, no pages): the three decision reports as a
// whole dataset on a day, for the open data's daily snapshots (features/open-data). The reports
// have no collection of their own: they are read from the accredited bodies.
export { reportsSource } from './server/dataset';
