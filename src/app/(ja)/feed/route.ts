// Written by `npm run features` from src/features/whats-new/routes.ts: do not edit.
import { whatsNewFeed } from '@/features/whats-new';

export const revalidate = 60;
export const GET = () => whatsNewFeed('ja');
