import { sitemapIndex } from '@/features/sitemap';

export const dynamic = 'force-dynamic';
export const GET = () => sitemapIndex();
