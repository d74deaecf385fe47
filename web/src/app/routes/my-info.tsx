import { MyInfoPage } from '../../features/account/components/my-info-page';
import { useGuardedUser } from '../guards/route-guards';

/** /my-info: a module of its own, so the page loads none of the account's forms (edit, change password). */
export function Component() {
  return <MyInfoPage userId={useGuardedUser().id} />;
}
