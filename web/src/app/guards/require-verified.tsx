import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useGuardedUser } from './guarded-user';

/** Inside <RequireAuth>: an account whose email_verified_at is null goes to /email/verify-error. */
export function RequireVerified() {
  const user = useGuardedUser();
  if (!user.email_verified_at) return <Navigate to={paths.emailVerifyError} replace />;
  return <Outlet context={user} />;
}
