import { formatDate, USER_MESSAGES, USER_STATUS_FILTERS, type User } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { Modal } from '@/components/ui/dialog';
import { FilterBar, SelectFilter, TextFilter } from '@/components/ui/filter-fields';
import { errorMessage } from '@/lib/api';
import { flash } from '@/lib/flash';
import { activeLocale, domainText } from '@/lib/i18n';
import { listTableProps } from '@/lib/list-table';
import { paths } from '@/lib/paths';
import { userListQueryOptions, useSetUserStatus, type UserListKind } from '../api/users';
import { sortAndPage, useListParams, type ListParamsConfig } from '@/lib/use-list-params';
import { ActiveBadge } from './badges';
import { HostPayoutSettings } from './host-payout-settings';
import { isDeletedAccount, personName } from '@/lib/person-name';

type Filter = 'search' | 'id' | 'name' | 'status';
const USER_SORTS = ['id', 'username', 'dateJoined'] as const;
type Sort = (typeof USER_SORTS)[number];

// docs/product.md#filters: a general search on UserID or Username, separate ID and Name filters, status
// All/Active/Inactive.
const LIST_CONFIG: ListParamsConfig<Filter, Sort> = {
  filters: { search: '', id: '', name: '', status: 'all' },
  sorts: USER_SORTS,
  defaultSort: 'id',
  defaultOrder: 'asc',
};

const isStatusFilter = (value: string): value is (typeof USER_STATUS_FILTERS)[number] =>
  (USER_STATUS_FILTERS as readonly string[]).includes(value);

const fullName = (user: User) => personName(`${user.FirstName} ${user.LastName}`);

/** Deactivate (after a confirmation: it signs the host out and hides their properties) or Activate. */
function StatusAction({ user }: { user: User }) {
  const { t } = useLingui();
  const name = fullName(user);
  const username = user.Username;
  const [confirming, setConfirming] = useState(false);
  const setStatus = useSetUserStatus();
  const change = (active: boolean) =>
    setStatus.mutate(
      { userId: user.UserID, active },
      {
        onSuccess: () => {
          flash(active ? t`${name} was activated.` : t`${name} was deactivated.`);
          setConfirming(false);
        },
        onError: (error) => {
          flash(errorMessage(error), 'error');
          setConfirming(false);
        },
      },
    );
  if (!user.Status)
    return (
      <Button
        size="sm"
        variant="primary"
        disabled={setStatus.isPending}
        onClick={() => change(true)}
        aria-label={t`Activate ${username}`}
      >
        <Trans>Activate</Trans>
      </Button>
    );
  return (
    <>
      <Button
        size="sm"
        variant="danger"
        onClick={() => setConfirming(true)}
        aria-label={t`Deactivate ${username}`}
      >
        <Trans>Deactivate</Trans>
      </Button>
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Deactivate ${name}?`}
        description={t`They are signed out at once, cannot sign in, and their properties leave the public screens until you activate them again.`}
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="danger" disabled={setStatus.isPending} onClick={() => change(false)}>
            {setStatus.isPending ? <Trans>Deactivating…</Trans> : <Trans>Deactivate</Trans>}
          </Button>
        </div>
      </Modal>
    </>
  );
}

const linkClasses = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

/** The lists' columns (docs/product.md#screen-admin), their headers in the page's language. */
function useUserColumns(kind: UserListKind): Array<DataColumn<User>> {
  const { t } = useLingui();
  // `t` changes with the language, which makes the headers again.
  return useMemo(() => {
    const locale = activeLocale();
    const columns: Array<DataColumn<User>> = [
      { id: 'id', header: t`ID`, sortable: true, cell: (u) => u.UserID },
      {
        id: 'username',
        header: t`Username`,
        sortable: true,
        cell: (u) => (isDeletedAccount(u) ? personName(null) : u.Username),
        className: 'font-medium',
      },
      {
        id: 'firstName',
        header: t`First Name`,
        // A deleted account's names are erased: it reads 'Deleted account' (docs/decisions/0031-your-data.md).
        cell: (u) => (u.FirstName || u.LastName ? u.FirstName : personName(null)),
        className: 'whitespace-nowrap',
      },
      { id: 'lastName', header: t`Last Name`, cell: (u) => u.LastName, className: 'whitespace-nowrap' },
      { id: 'email', header: t`Email`, cell: (u) => (isDeletedAccount(u) ? '—' : u.Email) },
      {
        id: 'phone',
        header: t`Phone Number`,
        cell: (u) => (isDeletedAccount(u) ? '—' : u.PhoneNumber),
        className: 'whitespace-nowrap',
      },
      {
        id: 'dateJoined',
        header: t`Date Joined`,
        sortable: true,
        cell: (u) => formatDate(u.DateJoined, locale, 'long'),
        className: 'whitespace-nowrap',
      },
      { id: 'status', header: t`Status`, cell: (u) => <ActiveBadge active={u.Status} /> },
      {
        id: 'profile',
        header: t`Profile`,
        labelOnPhones: false,
        cell: (u) => <ProfileLink user={u} />,
      },
    ];
    if (kind === 'hosts')
      columns.push({
        id: 'action',
        header: t`Action`,
        // A deleted account is gone for good: nothing to activate.
        cell: (u) =>
          isDeletedAccount(u) ? null : (
            <div className="flex flex-wrap gap-2">
              <StatusAction user={u} />
              <HostPayoutSettings user={u} />
            </div>
          ),
        labelOnPhones: false,
      });
    return columns;
  }, [kind, t]);
}

function ProfileLink({ user }: { user: User }) {
  const { t } = useLingui();
  const username = user.Username;
  return (
    <Link to={paths.profile(user.UserID)} className={linkClasses} aria-label={t`Profile of ${username}`}>
      <Trans>Profile</Trans>
    </Link>
  );
}

const getRowId = (user: User) => String(user.UserID);

/**
 * The Clients and Hosts lists (docs/product.md#screen-admin and #filters): the same columns, filters and
 * paging; hosts add Action: Deactivate/Activate and their payout settings.
 */
export function UserList({ kind }: { kind: UserListKind }) {
  const { t } = useLingui();
  const columns = useUserColumns(kind);
  const list = useListParams(LIST_CONFIG);
  const { filters } = list;
  const idFilter = /^\d{1,9}$/.test(filters.id) ? Number(filters.id) : undefined;
  const idInvalid = filters.id !== '' && idFilter === undefined;
  const query = useQuery({
    ...userListQueryOptions(kind, {
      search: filters.search || undefined,
      id: idFilter,
      name: filters.name || undefined,
      status: isStatusFilter(filters.status) ? filters.status : 'all',
      ...sortAndPage(list),
    }),
    enabled: !idInvalid,
  });
  const noneMessage = domainText(kind === 'hosts' ? USER_MESSAGES.noHosts : USER_MESSAGES.noUsers);
  const statusOptions = [
    { value: 'all', label: t`All` },
    { value: 'active', label: t`Active` },
    { value: 'inactive', label: t`Inactive` },
  ];

  return (
    <>
      <FilterBar label={kind === 'hosts' ? t`Filter hosts` : t`Filter clients`}>
        <TextFilter
          label={t`Search`}
          placeholder={t`User ID or username`}
          value={filters.search}
          onChange={(search) => list.setFilters({ search })}
        />
        <TextFilter
          label={t`ID`}
          inputMode="numeric"
          value={filters.id}
          onChange={(id) => list.setFilters({ id })}
        />
        <TextFilter label={t`Name`} value={filters.name} onChange={(name) => list.setFilters({ name })} />
        <SelectFilter
          label={t`Status`}
          value={isStatusFilter(filters.status) ? filters.status : 'all'}
          options={statusOptions}
          onChange={(status) => list.setFilters({ status })}
        />
      </FilterBar>
      {idInvalid ? (
        <Alert tone="error">
          <Trans>The ID must be a whole number.</Trans>
        </Alert>
      ) : null}
      <DataTable<User>
        caption={kind === 'hosts' ? t`Hosts` : t`Clients`}
        columns={columns}
        getRowId={getRowId}
        // docs/product.md#messages: a failed or empty answer shows 'No users found' / 'No Hosts found' as an
        // error line.
        {...listTableProps(list, query, { failure: noneMessage, shown: !idInvalid })}
        emptyMessage={
          <span role="status" className="font-medium text-red-700">
            {noneMessage}
          </span>
        }
      />
    </>
  );
}
