import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { PICKER_PAGE_SIZE, SearchPicker } from './SearchPicker';

type Fn = { id: string; name: string };
/** 2,500 functions, as the large tenant of issue 36: 'Function 0001' … 'Function 2500'. */
const ALL: Fn[] = Array.from({ length: 2500 }, (_, i) => ({ id: `f${i + 1}`, name: `Function ${String(i + 1).padStart(4, '0')}` }));

/** A server: searches `q` in the names, answers one page and the total; getMany by ids. */
function provider() {
  return {
    getList: vi.fn(async (_resource: string, params: { pagination: { page: number; perPage: number }; filter: { q?: string } }) => {
      const q = params.filter.q?.toLowerCase();
      const matching = q ? ALL.filter((f) => f.name.toLowerCase().includes(q)) : ALL;
      const start = (params.pagination.page - 1) * params.pagination.perPage;
      return { data: matching.slice(start, start + params.pagination.perPage), total: matching.length };
    }),
    getMany: vi.fn(async (_resource: string, params: { ids: string[] }) => ({ data: ALL.filter((f) => params.ids.includes(f.id)) })),
  };
}

function Harness({ initial = null, onPick = () => undefined }: { initial?: string | null; onPick?: (id: string | null) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <SearchPicker<Fn>
      resource="functions"
      label="Function"
      value={value}
      onChange={(id) => {
        setValue(id);
        onPick(id);
      }}
      optionLabel={(f) => f.name}
    />
  );
}

afterEach(() => vi.restoreAllMocks());

describe('SearchPicker', () => {
  it('lists the first page of matches, says there are more, and searches on the server as one types', async () => {
    const dataProvider = provider();
    const user = userEvent.setup();
    renderWithAdmin(<Harness />, { dataProvider });
    const input = screen.getByRole('combobox', { name: 'Function' });
    // Nothing is read until the list opens.
    expect(dataProvider.getList).not.toHaveBeenCalled();
    await user.click(input);
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(PICKER_PAGE_SIZE));
    expect(screen.getByText('Showing 25 of 2,500. Type to search.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-describedby', expect.stringContaining(screen.getByText(/Type to search/).id));
    expect(dataProvider.getList.mock.calls[0][1]).toMatchObject({ pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' } });

    await user.type(input, '2499');
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Function 2499']));
    expect(dataProvider.getList.mock.calls.at(-1)![1]).toMatchObject({ filter: { q: '2499' } });
    // One search per pause in typing, not one per key.
    expect(dataProvider.getList.mock.calls.filter(([, p]) => p.filter.q !== undefined)).toHaveLength(1);
    expect(screen.queryByText(/Type to search/)).toBeNull();

    await user.clear(input);
    await user.type(input, 'no such');
    await screen.findByText('No matches');
  });

  it('picks with the keyboard and shows the choice beyond the first page by its name', async () => {
    const dataProvider = provider();
    const onPick = vi.fn();
    const user = userEvent.setup();
    renderWithAdmin(<Harness onPick={onPick} />, { dataProvider });
    const input = screen.getByRole('combobox', { name: 'Function' });
    input.focus();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await user.type(input, '1800');
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Function 1800']));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith('f1800');
    await waitFor(() => expect(input).toHaveValue('Function 1800'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('names a value far beyond the first page, read by its id', async () => {
    const dataProvider = provider();
    renderWithAdmin(<Harness initial="f2400" />, { dataProvider });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Function' })).toHaveValue('Function 2400'));
    expect(dataProvider.getMany).toHaveBeenCalledWith('functions', expect.objectContaining({ ids: ['f2400'] }));
    expect(dataProvider.getList).not.toHaveBeenCalled();
  });

  it('labels options with a related record read by id (an assignment named by its objective)', async () => {
    type Assignment = { id: string; objectiveId: string; period: string };
    const assignments: Assignment[] = [{ id: 'oa1', objectiveId: 'o1', period: '2026' }];
    const dataProvider = {
      getList: vi.fn(async () => ({ data: assignments, total: 1 })),
      getMany: vi.fn(async (resource: string, params: { ids: string[] }) => ({
        data: resource === 'objectives' ? params.ids.map((id) => ({ id, name: 'Grow revenue' })) : assignments.filter((a) => params.ids.includes(a.id)),
      })),
    };
    const user = userEvent.setup();
    renderWithAdmin(
      <SearchPicker<Assignment>
        resource="objective-assignments"
        label="Linked objective"
        value={null}
        onChange={() => undefined}
        optionLabel={(a, objective) => `${(objective as { name?: string } | undefined)?.name ?? 'Objective'} (${a.period})`}
        related={{ resource: 'objectives', field: 'objectiveId' }}
      />,
      { dataProvider },
    );
    await user.click(screen.getByRole('combobox', { name: 'Linked objective' }));
    await screen.findByRole('option', { name: 'Grow revenue (2026)' });
    expect(dataProvider.getMany).toHaveBeenCalledWith('objectives', expect.objectContaining({ ids: ['o1'] }));
  });
});
