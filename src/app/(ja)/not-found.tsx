import { NotFoundView } from '@/shell/NotFoundView';

export default function NotFound() {
  return <NotFoundView locale="ja" shell={false} />;
}
