import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { useGuardedUser } from '../guards/guarded-user';

export function Component() {
  return <DashboardPage role={useGuardedUser().role} />;
}
