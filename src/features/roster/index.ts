// The roster of officers (/about/roster): councillors, directors, auditors and secretariat in four tabs.
export { Roster } from './ui/Roster';
