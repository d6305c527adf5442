import Typography from '@mui/material/Typography';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import { DataTable } from 'react-admin';
import { useOrganizationLabels } from '../../lib/organization/useOrganizationLabels';
import type { Theme } from '../../lib/shared';
import { DescriptionText } from '../library/DescriptionText';
import { LibraryList, type LibraryTabProps } from '../library/LibraryList';
import { ColorSwatch } from './ColorSwatch';

/** Name, Description, Color (swatch and hex). */
export function ThemeList({ label, ...props }: LibraryTabProps) {
  const { terms } = useOrganizationLabels();
  return (
    <LibraryList kind="themes" label={label ?? terms.themes} emptyIcon={<PaletteOutlined />} {...props}>
      <DataTable.Col
        source="name"
        label="Name"
        render={(row: Theme) => (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {row.name}
          </Typography>
        )}
      />
      <DataTable.Col source="description" label="Description" render={(row: Theme) => <DescriptionText text={row.description} />} />
      <DataTable.Col source="color" label="Color" cellSx={() => ({ width: 160 })} render={(row: Theme) => <ColorSwatch color={row.color} />} />
    </LibraryList>
  );
}
