import { exportBodies } from '@/features/accredited-bodies';

export const GET = exportBodies;
