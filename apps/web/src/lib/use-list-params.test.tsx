// A list's state in the URL: changes made quickly one after the other all land, and Back still restores.
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { useListParams, type ListParamsConfig } from './use-list-params';

const config: ListParamsConfig<'name' | 'location', 'id' | 'name'> = {
  filters: { name: '', location: '' },
  sorts: ['id', 'name'],
  defaultSort: 'id',
  defaultOrder: 'asc',
};

let list!: ReturnType<typeof useListParams<'name' | 'location', 'id' | 'name'>>;
function Probe() {
  list = useListParams(config);
  return <p>{`name=${list.filters.name};location=${list.filters.location};sort=${list.sort}`}</p>;
}

describe('useListParams', () => {
  it('keeps every change made before the screen renders again', async () => {
    const { router } = renderWithRouter(<Probe />, { path: '/list?name=lodge&location=Nyanza' });
    await screen.findByText('name=lodge;location=Nyanza;sort=id');
    act(() => {
      list.setFilters({ name: '' });
      list.setFilters({ location: '' });
      list.setSort({ id: 'name', desc: false });
    });
    await screen.findByText('name=;location=;sort=name');
    expect(router.state.location.search).toBe('?sort=name');
  });

  it("keeps a change made since, when a setter from an earlier render reports (a typed filter's delay)", async () => {
    const { router } = renderWithRouter(<Probe />, { path: '/list?name=lodge&location=Nyanza' });
    await screen.findByText('name=lodge;location=Nyanza;sort=id');
    const earlier = list.setFilters;
    act(() => list.setSort({ id: 'name', desc: false }));
    await screen.findByText('name=lodge;location=Nyanza;sort=name');
    act(() => earlier({ name: '' }));
    await screen.findByText('name=;location=Nyanza;sort=name');
    expect(router.state.location.search).toBe('?location=Nyanza&sort=name');
  });

  it('starts from the URL again after Back', async () => {
    const { router } = renderWithRouter(<Probe />, { path: '/list?location=Huye' });
    await screen.findByText('name=;location=Huye;sort=id');
    await act(() => router.navigate('/list?location=Musanze'));
    await screen.findByText('name=;location=Musanze;sort=id');
    await act(() => router.navigate(-1));
    await screen.findByText('name=;location=Huye;sort=id');
    act(() => list.setFilters({ name: 'hill' }));
    await screen.findByText('name=hill;location=Huye;sort=id');
  });
});
