import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import ChevronRight from '@mui/icons-material/ChevronRight';
import DomainOutlined from '@mui/icons-material/DomainOutlined';
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined';

const QUICK_ACTIONS = [
  { to: '/corporate-bsc', label: 'View Corporate BSC', icon: DomainOutlined },
  { to: '/library', label: 'Manage Library', icon: LibraryBooksOutlined },
  { to: '/set-cascade', label: 'Set and Cascade', icon: AccountTreeOutlined },
  { to: '/requests', label: 'Review Requests', icon: AssignmentOutlined },
];

export function QuickActionsCard() {
  return (
    <Card sx={{ height: '100%', borderRadius: 3 }}>
      <CardHeader title="Quick Actions" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <List sx={{ px: 1.5, pt: 0 }}>
        {QUICK_ACTIONS.map(({ to, label, icon: Icon }) => (
          <ListItem key={to} disablePadding sx={{ display: 'block' }}>
            <ListItemButton component={RouterLink} to={to} sx={{ borderRadius: 2, mb: 0.5 }}>
              <ListItemIcon sx={{ minWidth: 38, color: 'primary.main' }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={label} slotProps={{ primary: { sx: { fontWeight: 600, fontSize: '0.92rem' } } }} />
              <ChevronRight fontSize="small" sx={{ color: 'text.disabled' }} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}
