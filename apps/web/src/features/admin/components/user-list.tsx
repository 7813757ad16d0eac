import { USER_MESSAGES, USER_STATUS_FILTERS, type User } from '@ikaze/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { Modal } from '@/components/ui/dialog';
import { FilterBar, SelectFilter, TextFilter } from '@/components/ui/filter-fields';
import { errorMessage } from '@/lib/api';
import { flash } from '@/lib/flash';
import { formatDate } from '@/lib/format';
import { listTableProps } from '@/lib/list-table';
import { paths } from '@/lib/paths';
import { userListQueryOptions, useSetUserStatus, type UserListKind } from '../api/users';
import { sortAndPage, useListParams, type ListParamsConfig } from '@/lib/use-list-params';
import { ActiveBadge } from './badges';

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

const STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

const isStatusFilter = (value: string): value is (typeof USER_STATUS_FILTERS)[number] =>
  (USER_STATUS_FILTERS as readonly string[]).includes(value);

const fullName = (user: User) => `${user.FirstName} ${user.LastName}`;

/** Deactivate (after a confirmation: it signs the host out and hides their properties) or Activate. */
function StatusAction({ user }: { user: User }) {
  const [confirming, setConfirming] = useState(false);
  const setStatus = useSetUserStatus();
  const change = (active: boolean) =>
    setStatus.mutate(
      { userId: user.UserID, active },
      {
        onSuccess: () => {
          flash(`${fullName(user)} was ${active ? 'activated' : 'deactivated'}.`);
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
        aria-label={`Activate ${user.Username}`}
      >
        Activate
      </Button>
    );
  return (
    <>
      <Button
        size="sm"
        variant="danger"
        onClick={() => setConfirming(true)}
        aria-label={`Deactivate ${user.Username}`}
      >
        Deactivate
      </Button>
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        title={`Deactivate ${fullName(user)}?`}
        description="They are signed out at once, cannot sign in, and their properties leave the public screens until you activate them again."
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button variant="danger" disabled={setStatus.isPending} onClick={() => change(false)}>
            {setStatus.isPending ? 'Deactivating…' : 'Deactivate'}
          </Button>
        </div>
      </Modal>
    </>
  );
}

const linkClasses = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

function userColumns(kind: UserListKind): Array<DataColumn<User>> {
  const columns: Array<DataColumn<User>> = [
    { id: 'id', header: 'ID', sortable: true, cell: (u) => u.UserID },
    { id: 'username', header: 'Username', sortable: true, cell: (u) => u.Username, className: 'font-medium' },
    { id: 'firstName', header: 'First Name', cell: (u) => u.FirstName, className: 'whitespace-nowrap' },
    { id: 'lastName', header: 'Last Name', cell: (u) => u.LastName, className: 'whitespace-nowrap' },
    { id: 'email', header: 'Email', cell: (u) => u.Email },
    { id: 'phone', header: 'Phone Number', cell: (u) => u.PhoneNumber, className: 'whitespace-nowrap' },
    {
      id: 'dateJoined',
      header: 'Date Joined',
      sortable: true,
      cell: (u) => formatDate(u.DateJoined),
      className: 'whitespace-nowrap',
    },
    { id: 'status', header: 'Status', cell: (u) => <ActiveBadge active={u.Status} /> },
    {
      id: 'profile',
      header: 'Profile',
      labelOnPhones: false,
      cell: (u) => (
        <Link to={paths.profile(u.UserID)} className={linkClasses} aria-label={`Profile of ${u.Username}`}>
          Profile
        </Link>
      ),
    },
  ];
  if (kind === 'hosts')
    columns.push({
      id: 'action',
      header: 'Action',
      cell: (u) => <StatusAction user={u} />,
      labelOnPhones: false,
    });
  return columns;
}

const clientColumns = userColumns('clients');
const hostColumns = userColumns('hosts');
const getRowId = (user: User) => String(user.UserID);

/**
 * The Clients and Hosts lists (docs/product.md#screen-admin and #filters): the same columns, filters and
 * paging; hosts add Action.
 */
export function UserList({ kind }: { kind: UserListKind }) {
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
  const noneMessage = kind === 'hosts' ? USER_MESSAGES.noHosts : USER_MESSAGES.noUsers;
  const what = kind === 'hosts' ? 'hosts' : 'clients';

  return (
    <>
      <FilterBar label={`Filter ${what}`}>
        <TextFilter
          label="Search"
          placeholder="User ID or username"
          value={filters.search}
          onChange={(search) => list.setFilters({ search })}
        />
        <TextFilter
          label="ID"
          inputMode="numeric"
          value={filters.id}
          onChange={(id) => list.setFilters({ id })}
        />
        <TextFilter label="Name" value={filters.name} onChange={(name) => list.setFilters({ name })} />
        <SelectFilter
          label="Status"
          value={isStatusFilter(filters.status) ? filters.status : 'all'}
          options={STATUS_OPTIONS}
          onChange={(status) => list.setFilters({ status })}
        />
      </FilterBar>
      {idInvalid ? <Alert tone="error">The ID must be a whole number.</Alert> : null}
      <DataTable<User>
        caption={kind === 'hosts' ? 'Hosts' : 'Clients'}
        columns={kind === 'hosts' ? hostColumns : clientColumns}
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
