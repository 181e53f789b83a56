import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useListParams, type ListParamsOptions } from './use-list-params';

type Filter = 'kind' | 'status';
const OPTIONS: ListParamsOptions<Filter> = {
  filters: { kind: '', status: 'open' },
  sort: { key: 'at', direction: 'desc' },
  sortKeys: ['at', 'total'],
};

function listAt(path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const { search } = useLocation();
      return { list: useListParams(OPTIONS), search };
    },
    { wrapper },
  );
}

describe('useListParams', () => {
  it('reads the filters, page, page size and sort from the address, defaults where it says nothing', () => {
    const { result } = listAt('/x?kind=order&page=3&pageSize=50&sort=total&direction=asc&other=1');
    expect(result.current.list).toMatchObject({
      filters: { kind: 'order', status: 'open' },
      page: 3,
      pageSize: 50,
      sort: { key: 'total', direction: 'asc' },
    });
  });

  it('takes the defaults for values it cannot use', () => {
    const { result } = listAt('/x?page=-2&pageSize=30&sort=password&direction=up');
    expect(result.current.list).toMatchObject({ page: 1, pageSize: 25, sort: { key: 'at', direction: 'desc' } });
  });

  it('writes changed filters, drops those back at their default, and starts again at the first page', () => {
    const { result } = listAt('/x?status=closed&page=4&other=1');
    act(() => result.current.list.setFilters({ kind: 'order.status', status: 'open' }));
    expect(Object.fromEntries(new URLSearchParams(result.current.search))).toEqual({
      kind: 'order.status',
      other: '1',
    });
    expect(result.current.list.filters).toEqual({ kind: 'order.status', status: 'open' });
  });

  it('clears every filter and the page, and leaves the rest of the address', () => {
    const { result } = listAt('/x?kind=order&status=closed&page=2&pageSize=100&sort=total');
    act(() => result.current.list.clearFilters());
    expect(result.current.search).toBe('?pageSize=100&sort=total');
  });

  it('sorts: the sorted column turns round, another starts ascending; both written, the page dropped', () => {
    const { result } = listAt('/x?page=2');
    act(() => result.current.list.sortBy('at'));
    expect(result.current.search).toBe('?sort=at&direction=asc');
    act(() => result.current.list.sortBy('at'));
    expect(result.current.search).toBe('?sort=at&direction=desc');
    act(() => result.current.list.sortBy('total'));
    expect(result.current.search).toBe('?sort=total&direction=asc');
  });

  it('keeps the filters it gives the same while the address does not change', () => {
    const { result, rerender } = listAt('/x?kind=a');
    const first = result.current.list.filters;
    rerender();
    expect(result.current.list.filters).toBe(first);
  });
});
