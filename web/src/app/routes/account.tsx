// The own-account area's forms (behind the guards): My Info's edit form and Change Password. My Info
// itself is a module of its own (routes/my-info.tsx), which loads none of these forms.
import { useSearchParams } from 'react-router-dom';
import { safeNextPath } from '../../lib/next-path';
import { ChangePasswordPage } from '../../features/account/components/change-password-page';
import { MyInfoEditPage } from '../../features/account/components/my-info-edit-page';
import { useGuardedUser } from '../guards/route-guards';

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
