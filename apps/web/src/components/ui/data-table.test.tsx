import { I18nProvider } from '@lingui/react';
import { render as renderPlain, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  DataTable,
  type DataColumn,
  type DataTablePage,
  type DataTableProps,
  type DataTableSort,
} from './data-table';
import { i18n } from '@/lib/i18n';

/** Rendered inside the app's I18nProvider, as every screen is. */
const render = (ui: ReactElement) =>
  renderPlain(ui, { wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider> });

interface Row {
  id: number;
  name: string;
}

const ALL: Row[] = Array.from({ length: 53 }, (_, i) => ({ id: i + 1, name: `Guest house ${i + 1}` }));
const columns: Array<DataColumn<Row>> = [
  { id: 'id', header: 'ID', sortable: true, cell: (r) => r.id },
  { id: 'name', header: 'Name', cell: (r) => r.name },
];

/** Plays the server: sorts and pages ALL the way the table asks, and records every request. */
function ServerTable({ onRequest }: { onRequest: (page: DataTablePage, sort: DataTableSort) => void }) {
  const [paging, setPaging] = useState<DataTablePage>({ page: 1, pageSize: 10 });
  const [sort, setSort] = useState<DataTableSort>({ id: 'id', desc: false });
  const sorted = sort.desc ? [...ALL].reverse() : ALL;
  const rows = sorted.slice((paging.page - 1) * paging.pageSize, paging.page * paging.pageSize);
  return (
    <DataTable<Row>
      caption="Guest houses"
      columns={columns}
      rows={rows}
      getRowId={(r) => String(r.id)}
      total={ALL.length}
      page={paging.page}
      pageSize={paging.pageSize}
      onPaginationChange={(next) => {
        onRequest(next, sort);
        setPaging(next);
      }}
      sort={sort}
      onSortChange={(next) => {
        onRequest(paging, next);
        setSort(next);
        setPaging((p) => ({ ...p, page: 1 }));
      }}
      emptyMessage="Nothing here"
    />
  );
}

/** One fixed page of the table; a test names only the props it is about (handlers are made anew each call). */
const fixedTable = (props: Partial<DataTableProps<Row>> = {}) => (
  <DataTable<Row>
    caption="Guest houses"
    columns={columns}
    rows={ALL.slice(0, 1)}
    getRowId={(r) => String(r.id)}
    total={1}
    page={1}
    pageSize={10}
    onPaginationChange={() => {}}
    emptyMessage="Nothing here"
    {...props}
  />
);

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');
const firstCell = (row: HTMLElement) => within(row).getAllByRole('cell')[0]?.textContent;

describe('DataTable', () => {
  it("labels each cell with its column's header for the phone cards, except columns that say not to", () => {
    render(
      fixedTable({
        columns: [...columns, { id: 'open', header: 'Open', cell: () => 'Open', labelOnPhones: false }],
      }),
    );
    const cells = within(bodyRows()[0]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.dataset.label)).toEqual(['ID', 'Name', undefined]);
    expect(cells[1]).toHaveTextContent('Guest house 1');
  });

  it('shows one page of 10 rows, a caption, and a page control with first, neighbours, last and a gap', () => {
    render(<ServerTable onRequest={() => {}} />);
    expect(screen.getByRole('table', { name: 'Guest houses' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('1–10 of 53')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Guest houses pages' });
    const pages = within(nav)
      .getAllByRole('button', { name: /^Page / })
      .map((b) => b.textContent);
    expect(pages).toEqual(['1', '2', '6']);
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  it('asks for another page and shows it', async () => {
    const onRequest = vi.fn();
    const user = userEvent.setup();
    render(<ServerTable onRequest={onRequest} />);
    await user.click(screen.getByRole('button', { name: 'Page 6' }));
    expect(onRequest).toHaveBeenLastCalledWith({ page: 6, pageSize: 10 }, { id: 'id', desc: false });
    expect(bodyRows()).toHaveLength(3);
    expect(firstCell(bodyRows()[0]!)).toBe('51');
    expect(screen.getByText('51–53 of 53')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onRequest).toHaveBeenLastCalledWith({ page: 5, pageSize: 10 }, { id: 'id', desc: false });
    const pages = within(screen.getByRole('navigation'))
      .getAllByRole('button', { name: /^Page / })
      .map((b) => b.textContent);
    expect(pages).toEqual(['1', '4', '5', '6']);
  });

  it('offers 10, 15, 20, 25 and 30 rows per page; a new size starts from the first page', async () => {
    const onRequest = vi.fn();
    const user = userEvent.setup();
    render(<ServerTable onRequest={onRequest} />);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '15', '20', '25', '30']);
    await user.selectOptions(select, '25');
    expect(onRequest).toHaveBeenLastCalledWith({ page: 1, pageSize: 25 }, { id: 'id', desc: false });
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('1–25 of 53')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
  });

  it('sorts through header buttons that toggle ascending and descending, announced with aria-sort', async () => {
    const onRequest = vi.fn();
    const user = userEvent.setup();
    render(<ServerTable onRequest={onRequest} />);
    const idHeader = screen.getByRole('columnheader', { name: 'ID' });
    expect(idHeader).toHaveAttribute('aria-sort', 'ascending');
    // Only sortable columns are buttons.
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'Name' })).queryByRole('button')).toBeNull();

    await user.click(within(idHeader).getByRole('button', { name: 'ID' }));
    expect(onRequest).toHaveBeenLastCalledWith({ page: 1, pageSize: 10 }, { id: 'id', desc: true });
    expect(screen.getByRole('columnheader', { name: 'ID' })).toHaveAttribute('aria-sort', 'descending');
    expect(firstCell(bodyRows()[0]!)).toBe('53');

    await user.click(screen.getByRole('button', { name: 'ID' }));
    expect(onRequest).toHaveBeenLastCalledWith({ page: 1, pageSize: 10 }, { id: 'id', desc: false });
    expect(firstCell(bodyRows()[0]!)).toBe('1');
  });

  it('shows the empty message, or the error in place of the rows', () => {
    const { rerender } = render(fixedTable({ rows: [], total: 0, emptyMessage: 'No Hosts found' }));
    expect(screen.getByText('No Hosts found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
    rerender(
      fixedTable({
        rows: undefined,
        total: 0,
        emptyMessage: 'No Hosts found',
        error: 'Failed to fetch applications.',
      }),
    );
    expect(screen.getByText('Failed to fetch applications.')).toBeInTheDocument();
  });

  it('goes back to the last page when the current one no longer exists', () => {
    const onPaginationChange = vi.fn();
    render(fixedTable({ rows: [], total: 20, page: 3, onPaginationChange }));
    expect(onPaginationChange).toHaveBeenCalledWith({ page: 2, pageSize: 10 });
  });

  it('keeps the state of what a cell holds when the columns or handlers are re-created', async () => {
    function Toggle() {
      const [open, setOpen] = useState(false);
      return <button onClick={() => setOpen(true)}>{open ? 'Open' : 'Closed'}</button>;
    }
    const table = () =>
      fixedTable({
        columns: [...columns, { id: 'toggle', header: 'Toggle', cell: () => <Toggle /> }],
        sort: { id: 'id', desc: false },
        onSortChange: () => {},
      });
    const user = userEvent.setup();
    const { rerender } = render(table());
    await user.click(screen.getByRole('button', { name: 'Closed' }));
    rerender(table());
    expect(screen.getByRole('button', { name: 'Open' })).toBeInTheDocument();
  });
});
