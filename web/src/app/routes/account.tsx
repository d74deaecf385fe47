// The own-account area (behind the guards): My Info, its edit form and Change Password.
import { useSearchParams } from 'react-router-dom';
import { safeNextPath } from '../../lib/next-path';
import { ChangePasswordPage } from '../../features/account/components/change-password-page';
import { MyInfoEditPage } from '../../features/account/components/my-info-edit-page';
import { MyInfoPage } from '../../features/account/components/my-info-page';
import { useGuardedUser } from '../guards/route-guards';

export function MyInfoRoute() {
  return <MyInfoPage userId={useGuardedUser().id} />;
}

export function MyInfoEditRoute() {
  return <MyInfoEditPage userId={useGuardedUser().id} />;
}

export function ChangePasswordRoute() {
  const user = useGuardedUser();
  const [searchParams] = useSearchParams();
  return (
    <ChangePasswordPage
      userId={user.id}
      mustChangePassword={user.must_change_password}
      next={safeNextPath(searchParams.get('next'))}
    />
  );
}
