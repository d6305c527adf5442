import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { BrandMark } from '../brand/BrandMark';

export interface AuthDialogShellProps {
  open: boolean;
  onClose: () => void;
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  maxWidth?: 'xs' | 'sm';
  /** Id of the title, for aria-labelledby. */
  titleId: string;
}

/** Common frame of the sign-in, sign-up and code dialogs. */
export function AuthDialogShell({ open, onClose, title, subtitle, icon, children, maxWidth = 'xs', titleId }: AuthDialogShellProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { overflow: 'visible' } } }}
    >
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12, color: 'text.secondary' }}>
        <CloseIcon fontSize="small" />
      </IconButton>
      <DialogContent sx={{ px: { xs: 3, sm: 4.5 }, pt: 5, pb: 4 }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', mb: 3 }}>
          {icon ?? <BrandMark size={44} />}
          <Typography id={titleId} component="h2" variant="h5" sx={{ mt: 2, fontWeight: 800 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" sx={{ mt: 0.75, color: 'text.secondary', maxWidth: 360 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {children}
      </DialogContent>
    </Dialog>
  );
}
