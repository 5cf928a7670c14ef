import { catalogueRoute } from '@/features/open-data';

// The open-data catalogue (DCAT 3, JSON-LD), in no language (it carries both); beside the
// generated /data pages of app/(ja) and app/(en)/en, which the route groups keep apart.
export const dynamic = 'force-dynamic';
export const GET = catalogueRoute;
