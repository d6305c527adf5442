import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import SendIcon from '@mui/icons-material/Send';
import { commentIsPostable } from './requestRules';
import type { Option } from './requestTypes';

export interface CommentComposerProps {
  /** the text field's label: 'Add a comment' or 'Reply to …' */
  label: string;
  submitLabel: string;
  members: Option[];
  pending: boolean;
  autoFocus?: boolean;
  onSubmit: (content: string, mentions: string[]) => Promise<boolean>;
  onCancel?: () => void;
}

/** A comment or reply box with members to mention; posting needs non-blank text. */
export function CommentComposer({ label, submitLabel, members, pending, autoFocus, onSubmit, onCancel }: CommentComposerProps) {
  const [content, setContent] = useState('');
  const [mentions, setMentions] = useState<Option[]>([]);
  const postable = commentIsPostable(content);

  const submit = async () => {
    if (!postable || pending) return;
    if (await onSubmit(content, mentions.map((m) => m.id))) {
      setContent('');
      setMentions([]);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <TextField
        label={label}
        multiline
        minRows={2}
        size="small"
        value={content}
        autoFocus={autoFocus}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) void submit();
        }}
      />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Autocomplete
          multiple
          size="small"
          options={members}
          value={mentions}
          onChange={(_, value) => setMentions(value)}
          getOptionLabel={(option) => option.label}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          noOptionsText="No other members"
          sx={{ flex: '1 1 220px', maxWidth: 420 }}
          renderInput={(params) => <TextField {...params} label="Mention members" placeholder={mentions.length ? '' : '@name'} />}
        />
        <Box sx={{ flexGrow: 1 }} />
        {onCancel && (
          <Button color="inherit" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant="contained" startIcon={<SendIcon fontSize="small" />} disabled={!postable || pending}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
