import type { Role } from '@ikaze/domain';
import type { Db } from '../client.ts';
import { users } from '../schema.ts';
import { hashPassword } from '../../lib/passwords.ts';

const DAY_MS = 86_400_000;

export const DEMO_PASSWORD = 'murakaza-neza';

export type DemoAccount = {
  username: string;
  role: Role;
  firstName: string;
  lastName: string;
  phone: string;
  email?: string;
  /**
   * Deactivated by an admin: cannot sign in, their properties leave public screens
   * (docs/product.md#accounts).
   */
  inactive?: boolean;
  /** Days before today the account was created. */
  joinedDaysAgo?: number;
  shortDescription?: string;
};

/** The five accounts the README lists. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { username: 'admin', role: 'admin', firstName: 'Aline', lastName: 'Uwase', phone: '0788000001' },
  { username: 'host', role: 'host', firstName: 'Jean', lastName: 'Habimana', phone: '0788000002' },
  { username: 'host2', role: 'host', firstName: 'Claudine', lastName: 'Mukamana', phone: '0788000003' },
  { username: 'guest', role: 'user', firstName: 'Eric', lastName: 'Niyonzima', phone: '0788000004' },
  { username: 'guest2', role: 'user', firstName: 'Grace', lastName: 'Ingabire', phone: '0788000005' },
];

/** More hosts and clients so that the admin lists, reports and host dashboards have something to show. */
export const EXTRA_ACCOUNTS: DemoAccount[] = [
  {
    username: 'kivu_stays',
    role: 'host',
    firstName: 'Patrick',
    lastName: 'Nshimiyimana',
    phone: '0788310042',
    joinedDaysAgo: 390,
    shortDescription: 'Patrick runs lakeside stays around Lake Kivu, from Rubavu to Rusizi.',
  },
  {
    username: 'virunga_homes',
    role: 'host',
    firstName: 'Diane',
    lastName: 'Uwimana',
    phone: '0722456190',
    joinedDaysAgo: 385,
    shortDescription: 'Diane welcomes gorilla trekkers in Musanze and Kinigi.',
  },
  {
    username: 'southern_hosts',
    role: 'host',
    firstName: 'Emmanuel',
    lastName: 'Mugisha',
    phone: '0733218574',
    joinedDaysAgo: 370,
    shortDescription: 'Emmanuel hosts guests in Huye and Nyanza, the heart of Rwanda’s heritage.',
  },
  {
    username: 'sbizimana',
    role: 'host',
    firstName: 'Samuel',
    lastName: 'Bizimana',
    phone: '0781907733',
    inactive: true,
    joinedDaysAgo: 360,
    shortDescription: 'Samuel rents serviced suites in Kigali.',
  },
  {
    username: 'mutesi',
    role: 'user',
    firstName: 'Aline',
    lastName: 'Mutesi',
    phone: '0788412390',
    joinedDaysAgo: 330,
  },
  {
    username: 'kwizera',
    role: 'user',
    firstName: 'Olivier',
    lastName: 'Kwizera',
    phone: '0722903114',
    joinedDaysAgo: 300,
  },
  {
    username: 'uwera_d',
    role: 'user',
    firstName: 'Divine',
    lastName: 'Uwera',
    phone: '0731556027',
    joinedDaysAgo: 260,
  },
  {
    username: 'nkurunziza',
    role: 'user',
    firstName: 'Fabrice',
    lastName: 'Nkurunziza',
    phone: '0789044781',
    joinedDaysAgo: 220,
  },
  {
    username: 'amani_j',
    role: 'user',
    firstName: 'Joseph',
    lastName: 'Amani',
    phone: '0728117465',
    joinedDaysAgo: 180,
  },
  {
    username: 'sophie_k',
    role: 'user',
    firstName: 'Sophie',
    lastName: 'Keza',
    phone: '0786620318',
    joinedDaysAgo: 120,
  },
  {
    username: 'david_m',
    role: 'user',
    firstName: 'David',
    lastName: 'Murenzi',
    phone: '0735870241',
    joinedDaysAgo: 75,
  },
  {
    username: 'clarisse_i',
    role: 'user',
    firstName: 'Clarisse',
    lastName: 'Iradukunda',
    phone: '0784339506',
    joinedDaysAgo: 30,
  },
];

export type SeededUser = DemoAccount & {
  id: number;
  email: string;
  momoCode: string | null;
  bankAccountNumber: string | null;
};

/**
 * Every demo account in one insert, all with the password murakaza-neza (hashed once). Returns them by
 * username.
 */
export async function seedDemoUsers(
  db: Pick<Db, 'insert'>,
  now = Date.now(),
): Promise<Record<string, SeededUser>> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const accounts = [...DEMO_ACCOUNTS, ...EXTRA_ACCOUNTS].map((a) => ({
    ...a,
    email: a.email ?? (DEMO_ACCOUNTS.includes(a) ? `${a.username}@ikaze.rw` : `${a.username}@example.rw`),
    // A demo host is paid to the MoMo wallet of their own phone (docs/money.md#payouts): payouts reach the sandbox.
    momoCode: a.role === 'host' ? a.phone : null,
    bankAccountNumber: a.role === 'host' ? `00040-0${a.phone.slice(-6)}` : null,
  }));
  const rows = await db
    .insert(users)
    .values(
      accounts.map((a) => ({
        username: a.username,
        email: a.email,
        firstName: a.firstName,
        lastName: a.lastName,
        phoneNumber: a.phone,
        role: a.role,
        passwordHash,
        isActive: !a.inactive,
        momoCode: a.momoCode,
        bankAccountNumber: a.bankAccountNumber,
        shortDescription:
          a.role === 'host' ? (a.shortDescription ?? `${a.firstName} hosts guests across Rwanda.`) : null,
        createdAt: new Date(now - (a.joinedDaysAgo ?? 400) * DAY_MS),
      })),
    )
    .returning({ id: users.id, username: users.username });
  const ids = new Map(rows.map((r) => [r.username, r.id]));
  return Object.fromEntries(
    accounts.map((a) => {
      const id = ids.get(a.username);
      if (id === undefined) throw new Error(`seed: user ${a.username} was not inserted`);
      return [a.username, { ...a, id }];
    }),
  );
}
