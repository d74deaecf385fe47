import { AlertsOffer } from '../../features/alerts/components/alerts-offer';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { useGuardedUser } from '../guards/route-guards';

export function Component() {
  return <DashboardPage role={useGuardedUser().role} contractorOffer={<AlertsOffer />} />;
}
