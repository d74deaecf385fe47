// My Tenders: one lazy chunk behind <RequireVerified>, for Organization accounts only
// (anyone else sees Not Found: the server answers 403 to them on every /my/tenders call anyway).
import { POSITIVE_ID_PATTERN } from '@tender/shared/id-pattern';
import type { ComponentType } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { NotFoundView } from '../../components/not-found-view';
import { MyTenderCorrigendumPage } from '../../features/tenders/my/components/my-tender-corrigendum-page';
import { MyTenderCreatePage, MyTenderEditPage } from '../../features/tenders/my/components/my-tender-edit-pages';
import { MyTenderViewPage } from '../../features/tenders/my/components/my-tender-view-page';
import { MyTendersPage } from '../../features/tenders/my/components/my-tenders-page';
import { useGuardedUser } from '../guards/route-guards';

const ORGANIZATION_ROLE = 'Organization';

/** A page that takes the tender id of the address: a positive whole number, or Not Found. */
function withId(Page: ComponentType<{ id: number }>) {
  return function IdRoute() {
    const { id } = useParams();
    if (!id || !POSITIVE_ID_PATTERN.test(id)) return <NotFoundView />;
    return <Page key={id} id={Number(id)} />;
  };
}

const MyTenderView = withId(MyTenderViewPage);
const MyTenderEdit = withId(MyTenderEditPage);
const MyTenderCorrigendum = withId(MyTenderCorrigendumPage);

/** /my-tenders/*. */
export function Component() {
  const user = useGuardedUser();
  if (user.role !== ORGANIZATION_ROLE) return <NotFoundView />;
  return (
    <Routes>
      <Route index element={<MyTendersPage />} />
      <Route path="new" element={<MyTenderCreatePage />} />
      <Route path=":id" element={<MyTenderView />} />
      <Route path=":id/edit" element={<MyTenderEdit />} />
      <Route path=":id/corrigendum" element={<MyTenderCorrigendum />} />
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}
