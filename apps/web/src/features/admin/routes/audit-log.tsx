import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditAction, type AuditEntry } from '@ikaze/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { FilterBar, SelectFilter, TextFilter } from '@/components/ui/filter-fields';
import { errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { listTableProps } from '@/lib/list-table';
import { paths } from '@/lib/paths';
import { personName } from '@/lib/person-name';
import { useListParams, type ListParamsConfig } from '@/lib/use-list-params';
import { auditLogQueryOptions } from '../api/audit-log';
import { AdminPage } from '../components/admin-page';

type Filter = 'action' | 'actorId' | 'targetType' | 'targetId';
const SORTS = ['createdAt'] as const;

const LIST_CONFIG: ListParamsConfig<Filter, (typeof SORTS)[number]> = {
  filters: { action: '', actorId: '', targetType: '', targetId: '' },
  sorts: SORTS,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
};

/** What each action reads as, one phrase per language. */
const ACTION_LABELS: Record<AuditAction, MessageDescriptor> = {
  'user.deactivate': msg`Account deactivated`,
  'user.activate': msg`Account activated`,
  'user.edit': msg`Profile edited`,
  'application.approve': msg`Application approved`,
  'application.reject': msg`Application rejected`,
  'application.recommend': msg`Recommendation written`,
  'review.hide': msg`Review hidden`,
  'review.republish': msg`Review published again`,
  'review.reports_dismissed': msg`Review reports dismissed`,
  'account.delete': msg`Account deleted by its owner`,
};

const isAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);
const isTargetType = (value: string): value is (typeof AUDIT_TARGET_TYPES)[number] =>
  (AUDIT_TARGET_TYPES as readonly string[]).includes(value);
const idOf = (text: string) => (/^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined);

const linkClasses = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

function Target({ entry }: { entry: AuditEntry }) {
  const { t } = useLingui();
  const id = entry.targetId;
  switch (entry.targetType) {
    case 'user':
      return (
        <Link to={paths.profile(id)} className={linkClasses}>
          {t`Account #${id}`}
        </Link>
      );
    case 'application':
      return <>{t`Application #${id}`}</>;
    case 'review':
      return <>{t`Review #${id}`}</>;
  }
}

/** What the row's details say, without personal data: the fields changed, the state before. */
function Details({ entry }: { entry: AuditEntry }) {
  const { t } = useLingui();
  const { fields, from } = entry.details;
  if (Array.isArray(fields)) {
    const names = fields.join(', ');
    return <>{t`Fields: ${names}`}</>;
  }
  if (typeof from === 'string') return <>{t`Was: ${from}`}</>;
  return null;
}

function useColumns(): Array<DataColumn<AuditEntry>> {
  const { t, i18n } = useLingui();
  return useMemo(
    () => [
      {
        id: 'createdAt',
        header: t`When`,
        cell: (e) => formatDateTime(e.createdAt),
        className: 'whitespace-nowrap',
      },
      {
        id: 'action',
        header: t`Action`,
        cell: (e) => i18n._(ACTION_LABELS[e.action]),
        className: 'font-medium',
      },
      {
        id: 'actor',
        header: t`By`,
        cell: (e) =>
          e.actorId === null ? (
            personName(null)
          ) : (
            <Link to={paths.profile(e.actorId)} className={linkClasses}>
              {e.actorName ?? personName(null)}
            </Link>
          ),
      },
      { id: 'target', header: t`On`, cell: (e) => <Target entry={e} /> },
      { id: 'details', header: t`Details`, cell: (e) => <Details entry={e} /> },
    ],
    [t, i18n],
  );
}

const getRowId = (entry: AuditEntry) => String(entry.id);

/**
 * /dashboard/admin/audit-log (docs/decisions/0031-your-data.md): what admins did to accounts, listing
 * applications and reviews, and accounts deleted by their owners, newest first.
 */
export default function AuditLogRoute() {
  const { t, i18n } = useLingui();
  const columns = useColumns();
  const list = useListParams(LIST_CONFIG);
  const { filters } = list;
  const query = useQuery(
    auditLogQueryOptions({
      action: isAction(filters.action) ? filters.action : undefined,
      actorId: idOf(filters.actorId),
      targetType: isTargetType(filters.targetType) ? filters.targetType : undefined,
      targetId: idOf(filters.targetId),
      page: list.page,
      pageSize: list.pageSize,
    }),
  );
  const table = listTableProps(list, query, { failure: errorMessage });
  const actionOptions = [
    { value: '', label: t`All actions` },
    ...AUDIT_ACTIONS.map((action) => ({ value: action, label: i18n._(ACTION_LABELS[action]) })),
  ];
  const targetOptions = [
    { value: '', label: t`Everything` },
    { value: 'user', label: t`Accounts` },
    { value: 'application', label: t`Listing applications` },
    { value: 'review', label: t`Reviews` },
  ];

  return (
    <AdminPage
      title={t`Audit log`}
      description={t`What admins did to accounts, listings and reviews, and accounts their owners deleted. Newest first.`}
    >
      <FilterBar label={t`Filter the audit log`} className="lg:grid-cols-4">
        <SelectFilter
          label={t`Action`}
          value={filters.action}
          onChange={(action) => list.setFilters({ action })}
          options={actionOptions}
        />
        <TextFilter
          label={t`By (account ID)`}
          inputMode="numeric"
          value={filters.actorId}
          onChange={(actorId) => list.setFilters({ actorId })}
        />
        <SelectFilter
          label={t`On`}
          value={filters.targetType}
          onChange={(targetType) => list.setFilters({ targetType })}
          options={targetOptions}
        />
        <TextFilter
          label={t`ID of what was changed`}
          inputMode="numeric"
          value={filters.targetId}
          onChange={(targetId) => list.setFilters({ targetId })}
        />
      </FilterBar>
      <DataTable
        caption={t`Audit log`}
        columns={columns}
        getRowId={getRowId}
        {...table}
        sort={undefined}
        emptyMessage={t`Nothing was recorded for these filters.`}
      />
    </AdminPage>
  );
}
