import type { UserRole } from '../../functions/data/users-repository';

/** Local seed only: these accounts are never created in a cloud stage. */
export const DEMO_PASSWORD = 'Tender@2026';

export const DEMO_ACCOUNTS: readonly {
  role: UserRole;
  name: string;
  email: string;
  mobile: string;
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
];
