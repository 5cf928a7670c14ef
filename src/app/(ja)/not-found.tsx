import { NotFoundView } from '@/features/site/NotFoundView';

export default function NotFound() {
  return <NotFoundView locale="ja" />;
}
