import type { UserRole } from '../../functions/data/users-repository';

/** Local seed only: these accounts are never created in a cloud stage. */
export const DEMO_PASSWORD = 'Tender@2026';

export const DEMO_ACCOUNTS: readonly {
  role: UserRole;
  name: string;
  email: string;
  /** Sign-up (Subscriber) accounts have none until added in My Info. */
  mobile: string | null;
  username?: string;
  password: string;
}[] = [
  { role: 'Admin', name: 'Anita Kulkarni', email: 'admin@example.com', mobile: '9822000001', password: DEMO_PASSWORD },
  {
    role: 'Contractor',
    name: 'Rahul Deshmukh',
    email: 'contractor@example.com',
    mobile: '9822000002',
    password: DEMO_PASSWORD,
  },
  {
    role: 'Organization',
    name: 'Meera Joshi',
    email: 'buyer@example.com',
    mobile: '9822000003',
    password: DEMO_PASSWORD,
  },
  {
    role: 'Builder',
    name: 'Vikram Patil',
    email: 'builder@example.com',
    mobile: '9822000004',
    password: DEMO_PASSWORD,
  },
  {
    role: 'Subscriber',
    name: 'Priya Shah',
    email: 'subscriber@example.com',
    mobile: null,
    username: 'priya.shah',
    password: DEMO_PASSWORD,
  },
];
