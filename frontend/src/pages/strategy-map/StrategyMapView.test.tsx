import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import type { StrategyMapAnswer } from '@scorecard/contracts';
import { LinkToMenu } from './LinkToMenu';
import { StrategyMapView } from './StrategyMapView';

// The layout is elkjs's, computed asynchronously: a loaded machine can take seconds before the first node is drawn.
const LAYOUT = { timeout: 20_000 };

const answer: StrategyMapAnswer = {
  perspectives: [
    { key: 'Financial', name: 'Money', objectives: [{ objectiveAssignmentId: 'f1', name: 'Grow revenue', score: 90, status: 'On Target', themeId: null }] },
    { key: 'Customer', name: 'Clients', objectives: [{ objectiveAssignmentId: 'c1', name: 'Delight customers', score: null, status: 'No Data', themeId: null }] },
    { key: 'Internal_Process', name: 'Process', objectives: [] },
    { key: 'Learning_Growth', name: 'People', objectives: [{ objectiveAssignmentId: 'l1', name: 'Skilled people', score: 60, status: 'Below Target', themeId: null }] },
  ],
  links: [{ id: 'link-1', from: 'l1', to: 'c1' }],
};

function Harness({ onLink, onUnlink }: { onLink: (from: string, to: string) => void; onUnlink: (id: string) => void }) {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <ThemeProvider theme={createTheme()}>
      <StrategyMapView answer={answer} selectedObjective={selected} onSelectObjective={setSelected} onLink={onLink} onUnlink={onUnlink} />
      <LinkToMenu answer={answer} from={selected} onLink={onLink} />
    </ThemeProvider>
  );
}

describe('strategy map, by keyboard', () => {
  it('selects an objective with Enter and links it to another through "Link to…"', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    const onLink = vi.fn();
    render(<Harness onLink={onLink} onUnlink={vi.fn()} />);
    const linkTo = screen.getByRole('button', { name: 'Link to…' });
    expect(linkTo).toBeDisabled();
    const people = await screen.findByRole('button', { name: 'Skilled people 60% · Below Target' }, LAYOUT);
    expect(screen.getByRole('button', { name: 'Delight customers — · No Data' })).toBeInTheDocument();
    people.focus();
    await user.keyboard('{Enter}');
    expect(people).toHaveAttribute('aria-pressed', 'true');
    linkTo.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    // itself and the objective it already leads to are not offered
    expect(within(menu).getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Grow revenue']);
    await user.keyboard('{Enter}');
    expect(onLink).toHaveBeenCalledWith('l1', 'f1');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('removes a focused arrow with Delete', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    const onUnlink = vi.fn();
    render(<Harness onLink={vi.fn()} onUnlink={onUnlink} />);
    const arrow = await screen.findByRole('button', { name: 'Link from Skilled people to Delight customers' }, LAYOUT);
    arrow.focus();
    expect(await screen.findByText('Arrow selected: press Delete to remove the link.')).toBeInTheDocument();
    await user.keyboard('{Delete}');
    expect(onUnlink).toHaveBeenCalledWith('link-1');
  });

  it('draws nothing to edit when read-only (print)', { timeout: 40_000 }, async () => {
    render(
      <ThemeProvider theme={createTheme({ palette: { mode: 'dark' } })}>
        <StrategyMapView answer={answer} readOnly />
      </ThemeProvider>,
    );
    expect(await screen.findByRole('img', { name: 'Grow revenue 90% · On Target' }, LAYOUT)).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(document.querySelectorAll('[data-handle]')).toHaveLength(0);
    expect(screen.getByText('Money')).toBeInTheDocument();
  });
});
