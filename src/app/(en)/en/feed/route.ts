import { whatsNewFeed } from '@/features/whats-new';

export const revalidate = 60;
export const GET = () => whatsNewFeed('en');
