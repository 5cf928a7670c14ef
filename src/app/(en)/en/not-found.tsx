import { NotFoundView } from '@/shell/NotFoundView';

export default function NotFound() {
  return <NotFoundView locale="en" shell={false} />;
}
