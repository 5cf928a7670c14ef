import { sitemapFile } from '@/features/sitemap';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const response = await sitemapFile((await params).name);
  return response ?? new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
