import type { User } from '@ikaze/domain';
import { useLingui } from '@lingui/react/macro';
import { formatDate, roleLabel } from '@/lib/format';
import { isDeletedAccount, personName } from '@/lib/person-name';

/** The profile's facts as a description list. `withAccount` adds role and date joined (own profile). */
export function ProfileDetails({ user, withAccount = false }: { user: User; withAccount?: boolean }) {
  const { t } = useLingui();
  // A deleted account keeps no details of its person: only the label (docs/decisions/0031-your-data.md).
  const rows: Array<[string, string]> = isDeletedAccount(user)
    ? [[t`Full name`, personName(null)]]
    : [
        [t`Full name`, `${user.FirstName} ${user.LastName}`],
        [t`Username`, user.Username],
        [t`Email`, user.Email],
        [t`Phone number`, user.PhoneNumber],
      ];
  if (withAccount) {
    rows.push([t`Role`, roleLabel(user.Role)], [t`Date joined`, formatDate(user.DateJoined)]);
  }
  if (withAccount && user.Role === 'host') {
    rows.push(
      [t`MoMo code`, user.MomoCode ?? '—'],
      [t`Bank account number`, user.BankAccountNumber ?? '—'],
      [t`Short description`, user.ShortDescription ?? '—'],
    );
  }
  return (
    <dl className="divide-y divide-slate-100">
      {rows.map(([term, value]) => (
        <div key={term} className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
          <dt className="text-sm font-medium text-slate-500">{term}</dt>
          <dd className="text-sm break-words text-slate-900 sm:col-span-2">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
