import { NotFoundView } from '../../components/not-found-view';

export function Component() {
  return <NotFoundView />;
}
