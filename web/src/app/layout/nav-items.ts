import { paths } from '../../config/paths';
import type { SessionUser } from '../../lib/session';

export type NavLinkItem = { kind: 'link'; label: string; to: string };
export type NavGroup = { kind: 'group'; id: string; label: string; items: readonly NavLinkItem[] };
export type NavEntry = NavLinkItem | NavGroup;

const link = (label: string, to: string): NavLinkItem => ({ kind: 'link', label, to });

const publicEntries: readonly NavEntry[] = [
  link('Home', paths.home),
  link('About', paths.about),
  {
    kind: 'group',
    id: 'tenders',
    label: 'Tenders',
    items: [
      link('Active', paths.activeTenders),
      link('Closed', paths.closedTenders),
      link('Results of Tenders', paths.awardedTenders),
      link('Cancelled', paths.cancelledTenders),
      link('Retendered', paths.retenderedTenders),
    ],
  },
  link('Contact', paths.contactUs),
];

const guestEntries: readonly NavEntry[] = [
  link('Login', paths.login),
  {
    kind: 'group',
    id: 'register',
    label: 'Register',
    items: [
      link('Quick Register', paths.quickRegisterVendor),
      link('Vendor', paths.registerVendor),
      link('Buyer', paths.registerBuyer),
      link('Builder', paths.registerBuilder),
    ],
  },
];

/** Roles that keep a company profile (/profile). */
const PROFILE_ROLES = new Set(['Contractor', 'Organization', 'Builder']);

/**
 * My Account (SPEC.md §2), plus Company Profile for the roles that have one (SPEC's menu has no way
 * to reach /profile); the Admin Control Panel (/admin, the admin area) is for Admins only.
 */
function accountEntries(user: SessionUser): readonly NavEntry[] {
  const items = [link('Dashboard', paths.dashboard)];
  if (PROFILE_ROLES.has(user.role)) items.push(link('Company Profile', paths.profile));
  if (user.role === 'Contractor') items.push(link('My Bids', paths.myBids));
  if (user.role === 'Organization') items.push(link('My Tenders', paths.myTenders));
  if (user.role !== 'Admin') items.push(link('Followed Tenders', paths.myFollows));
  if (user.role !== 'Admin') items.push(link('Saved Searches', paths.savedSearches));
  items.push(link('My Info', paths.myInfo), link('Change Password', paths.changePassword));
  if (user.role === 'Admin') items.push(link('Admin Control Panel', paths.admin));
  return [{ kind: 'group', id: 'account', label: 'My Account', items }];
}

/** SPEC.md §2 menu: logged out it ends with Login and Register; logged in with My Account (Logout is an action). */
export function navEntries(user: SessionUser | null): readonly NavEntry[] {
  return [...publicEntries, ...(user ? accountEntries(user) : guestEntries)];
}
