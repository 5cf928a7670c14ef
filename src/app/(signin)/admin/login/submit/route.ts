import { signInPost } from '@/features/back-office';

export const dynamic = 'force-dynamic';
export const POST = signInPost;
