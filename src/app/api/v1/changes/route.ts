import { openDataRoutes } from '@/features/open-data';

const route = openDataRoutes.changes;

export const dynamic = 'force-dynamic';
export const GET = route.GET;
export const OPTIONS = route.OPTIONS;
export const POST = route.POST;
export const PUT = route.PUT;
export const PATCH = route.PATCH;
export const DELETE = route.DELETE;
