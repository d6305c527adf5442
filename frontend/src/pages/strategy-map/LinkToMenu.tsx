import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AddLinkOutlined from '@mui/icons-material/AddLinkOutlined';
import type { StrategyMapAnswer } from '@scorecard/contracts';

/**
 * The keyboard way to draw a link: with an objective selected, "Link to…" lists the other
 * objectives of the map by perspective; choosing one links the selected objective (the cause) to
 * it (the effect). Objectives it already leads to are left out.
 */
export function LinkToMenu({ answer, from, onLink, disabled }: { answer: StrategyMapAnswer; from: string | null; onLink: (from: string, to: string) => void; disabled?: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const linked = new Set(answer.links.filter((l) => l.from === from).map((l) => l.to));
  const sections = answer.perspectives
    .map((p) => ({ ...p, objectives: p.objectives.filter((o) => o.objectiveAssignmentId !== from && !linked.has(o.objectiveAssignmentId)) }))
    .filter((p) => p.objectives.length > 0);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<AddLinkOutlined />}
        disabled={disabled || !from || sections.length === 0}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        Link to…
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { maxHeight: 360 } } }}>
        {sections.flatMap((p) => [
          <ListSubheader key={`h-${p.key}`}>{p.name}</ListSubheader>,
          ...p.objectives.map((o) => (
            <MenuItem
              key={o.objectiveAssignmentId}
              onClick={() => {
                setAnchor(null);
                if (from) onLink(from, o.objectiveAssignmentId);
              }}
            >
              {o.name}
            </MenuItem>
          )),
        ])}
      </Menu>
    </>
  );
}
