import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { FUNCTION_LEVELS, defaultChildLevel, parentLevel, type FunctionLevel } from '@scorecard/contracts';
import type { ChartFunction } from './cascadeLogic';
import { LEVEL_COLORS } from './levelColors';

export interface SelectedFunctionBannerProps {
  fn: ChartFunction;
  ancestors: readonly ChartFunction[];
  levelName: (level: FunctionLevel) => string;
  onEdit: () => void;
  onAddChild: () => void;
  onDelete: () => void;
}

/** How objectives cascade at this level, in the organization's level names. */
function cascadeText(level: FunctionLevel, levelName: (level: FunctionLevel) => string): string {
  const up = parentLevel(level);
  const down = defaultChildLevel(level);
  const from = up ? `Each objective here links to a ${levelName(up)} objective.` : 'Objectives set here are the top of the cascade.';
  const to = down ? ` ${levelName(down)} functions link their objectives to these.` : ' This is the last level of the cascade.';
  return from + to;
}

/** 'Selected Function Context': the function, its place in the chart and the level ladder, and its actions. */
export function SelectedFunctionBanner({ fn, ancestors, levelName, onEdit, onAddChild, onDelete }: SelectedFunctionBannerProps) {
  const theme = useTheme();
  const mode = theme.palette.mode;
  const accent = LEVEL_COLORS[fn.level][mode];
  const childLevel = defaultChildLevel(fn.level);
  return (
    <Card component="section" aria-labelledby="selected-function-context" sx={{ p: 2.5, bgcolor: alpha(accent, mode === 'dark' ? 0.1 : 0.05), borderColor: alpha(accent, 0.4) }}>
      <Typography id="selected-function-context" variant="overline" sx={{ color: accent, lineHeight: 1.5 }}>
        Selected Function Context
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
            {fn.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
            {levelName(fn.level)}
            {ancestors.length > 0 && ` · ${ancestors.map((a) => a.name).join(' › ')} › ${fn.name}`}
          </Typography>
          {fn.description && <Typography sx={{ mt: 1 }}>{fn.description}</Typography>}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {childLevel && (
            <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={onAddChild}>
              Add {levelName(childLevel)}
            </Button>
          )}
          <Button size="small" variant="outlined" startIcon={<EditOutlinedIcon />} onClick={onEdit}>
            Edit Function
          </Button>
          {fn.level !== 'ceo' && (
            <Button size="small" variant="outlined" color="error" startIcon={<DeleteOutlineIcon />} onClick={onDelete}>
              Delete Function
            </Button>
          )}
        </Box>
      </Box>
      <Box component="ol" aria-label="Levels" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
        {FUNCTION_LEVELS.map((level, index) => {
          const current = level === fn.level;
          const color = LEVEL_COLORS[level][mode];
          return (
            <Box component="li" key={level} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              {index > 0 && (
                <Box component="span" aria-hidden sx={{ color: 'text.secondary' }}>
                  ›
                </Box>
              )}
              <Box
                component="span"
                aria-current={current ? 'step' : undefined}
                sx={{
                  px: 1.1,
                  py: 0.3,
                  borderRadius: 999,
                  fontSize: '0.75rem',
                  fontWeight: current ? 800 : 600,
                  color: current ? theme.palette.getContrastText(color) : color,
                  bgcolor: current ? color : alpha(color, 0.1),
                }}
              >
                {levelName(level)}
              </Box>
            </Box>
          );
        })}
      </Box>
      <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
        {cascadeText(fn.level, levelName)}
      </Typography>
    </Card>
  );
}
