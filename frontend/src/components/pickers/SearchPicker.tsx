import { createContext, useContext, useId, useMemo, useState, type ReactNode } from 'react';
import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import Paper, { type PaperProps } from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useGetList, useGetMany, type RaRecord, type SortPayload } from 'react-admin';
import { useDebounced } from '../../lib/useDebounced';

/** How many matches a picker lists: the first page of the server's search, never the whole list. */
export const PICKER_PAGE_SIZE = 25;
/** One server search per pause in typing. */
export const PICKER_SEARCH_DELAY_MS = 300;

export const PICKER_TEXTS = {
  noMatches: 'No matches',
  loading: 'Loading…',
  /** Shown under the list when the server holds more matches than the list shows. */
  more: (shown: number, total: number) => `Showing ${shown} of ${total.toLocaleString('en-US')}. Type to search.`,
};

type Id = string;

interface CommonProps<R extends RaRecord> {
  /** The API list searched with its `q` filter (the backend list spec's `searchable` columns). */
  resource: string;
  label: string;
  /** The words shown for a record; `related` is the record named by `related.field`, once loaded. */
  optionLabel: (record: R, related?: RaRecord) => string;
  /**
   * A record whose words live in another list (an objective assignment is named by its objective):
   * the related records of the options on screen are read by id (getMany), never the whole list.
   */
  related?: { resource: string; field: keyof R & string };
  /** Filters every search also applies (e.g. a year). */
  filter?: Record<string, unknown>;
  sort?: SortPayload;
  disabled?: boolean;
  required?: boolean;
  error?: string;
  helperText?: ReactNode;
  /** Shown in the empty field, its label kept above it (a filter's 'All functions'). */
  placeholder?: string;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  fullWidth?: boolean;
  /** How long the lists stay fresh (CACHE_TIMES of the resource). */
  staleTime?: number;
}

export interface SinglePickerProps<R extends RaRecord> extends CommonProps<R> {
  multiple?: false;
  value: Id | null;
  onChange: (id: Id | null, record: R | null) => void;
  /** No clear button: a screen that always shows one record (KPI Results' function). */
  disableClearable?: boolean;
}

export interface MultiplePickerProps<R extends RaRecord> extends CommonProps<R> {
  multiple: true;
  value: Id[];
  onChange: (ids: Id[], records: R[]) => void;
}

export type SearchPickerProps<R extends RaRecord> = SinglePickerProps<R> | MultiplePickerProps<R>;

/** The hint under the list travels to the popup's paper (a slot component, rendered by MUI). */
const HintContext = createContext<{ id: string; text: string | null }>({ id: '', text: null });

function PickerPaper({ children, ...props }: PaperProps) {
  const hint = useContext(HintContext);
  return (
    <Paper {...props}>
      {children}
      {hint.text && (
        <Typography id={hint.id} variant="caption" component="p" sx={{ px: 2, py: 1, color: 'text.secondary', borderTop: 1, borderColor: 'divider' }}>
          {hint.text}
        </Typography>
      )}
    </Paper>
  );
}

const uniqueIds = (ids: Array<unknown>) => [...new Set(ids.filter((id): id is Id => typeof id === 'string' && id !== ''))];

/**
 * A searchable picker over an API list of any size (issue 36: a tenant of 2,500 functions and
 * 100,000 KPI assignments). It lists the first PICKER_PAGE_SIZE matches of the server's search
 * (`filter.q`, debounced typing) and says when there are more; the chosen records are read by id,
 * so a choice beyond the first page still shows its name. MUI Autocomplete: labelled, and the
 * keyboard opens, moves through and picks the options.
 */
export function SearchPicker<R extends RaRecord>(props: SearchPickerProps<R>) {
  const { resource, label, optionLabel, related, filter, sort = { field: 'name', order: 'ASC' }, disabled, required, error, helperText, placeholder, size, sx, fullWidth, staleTime } = props;
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim(), PICKER_SEARCH_DELAY_MS);
  const hintId = useId();

  const chosenIds = props.multiple ? props.value : props.value ? [props.value] : [];
  const chosen = useGetMany<R>(resource, { ids: chosenIds }, { enabled: chosenIds.length > 0, staleTime });
  const matches = useGetList<R>(
    resource,
    { pagination: { page: 1, perPage: PICKER_PAGE_SIZE }, sort, filter: { ...filter, ...(q ? { q } : {}) } },
    { enabled: open && !disabled, staleTime, placeholderData: (previous) => previous },
  );

  const chosenRecords = useMemo(() => {
    const byId = new Map((chosen.data ?? []).filter(Boolean).map((r) => [String(r.id), r]));
    return chosenIds.map((id) => byId.get(id)).filter((r): r is R => Boolean(r));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosen.data, chosenIds.join(',')]);
  const listed = useMemo(() => matches.data ?? [], [matches.data]);
  // The chosen records stay among the options (MUI compares the value with them) but are listed only when they match.
  const options = useMemo(() => {
    const ids = new Set(listed.map((r) => String(r.id)));
    return [...listed, ...chosenRecords.filter((r) => !ids.has(String(r.id)))];
  }, [listed, chosenRecords]);
  const listedIds = useMemo(() => new Set(listed.map((r) => String(r.id))), [listed]);

  const relatedIds = related ? uniqueIds(options.map((r) => r[related.field])) : [];
  const relatedRecords = useGetMany(related?.resource ?? resource, { ids: relatedIds }, { enabled: Boolean(related) && relatedIds.length > 0, staleTime });
  const relatedById = useMemo(() => new Map((relatedRecords.data ?? []).filter(Boolean).map((r) => [String(r.id), r])), [relatedRecords.data]);
  const labelOf = (record: R) => optionLabel(record, related ? relatedById.get(String(record[related.field])) : undefined);

  const total = matches.total ?? listed.length;
  const hint = open && total > listed.length ? PICKER_TEXTS.more(listed.length, total) : null;
  const loading = open && (matches.isPending || (matches.isFetching && matches.isPlaceholderData));

  const common = {
    options,
    open,
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
    disabled,
    size,
    sx,
    fullWidth,
    loading,
    loadingText: PICKER_TEXTS.loading,
    noOptionsText: PICKER_TEXTS.noMatches,
    // The server searched: only the page it answered is listed.
    filterOptions: (all: R[]) => all.filter((r) => listedIds.has(String(r.id))),
    getOptionLabel: labelOf,
    getOptionKey: (r: R) => String(r.id),
    isOptionEqualToValue: (a: R, b: R) => a.id === b.id,
    onInputChange: (_event: unknown, text: string, reason: string) => setTyped(reason === 'input' ? text : ''),
    slots: { paper: PickerPaper },
    renderInput: (params: AutocompleteRenderInputParams) => (
      <TextField
        {...params}
        label={label}
        required={required}
        error={Boolean(error)}
        helperText={error ?? helperText}
        placeholder={placeholder}
        slotProps={{
          inputLabel: { ...params.slotProps.inputLabel, ...(placeholder ? { shrink: true } : {}) },
          htmlInput: { ...params.slotProps.htmlInput, ...(hint ? { 'aria-describedby': hintId } : {}) },
          input: {
            ...params.slotProps.input,
            endAdornment: (
              <>
                {loading ? <CircularProgress color="inherit" size={18} aria-hidden /> : null}
                {params.slotProps.input.endAdornment}
              </>
            ),
          },
        }}
      />
    ),
  };

  return (
    <HintContext.Provider value={{ id: hintId, text: hint }}>
      {props.multiple ? (
        <Autocomplete<R, true, false, false>
          {...common}
          multiple
          value={chosenRecords}
          onChange={(_event, records) => props.onChange(records.map((r) => String(r.id)), records)}
        />
      ) : (
        <Autocomplete<R, false, boolean, false>
          {...common}
          disableClearable={props.disableClearable}
          value={chosenRecords[0] ?? null}
          onChange={(_event, record) => props.onChange(record ? String(record.id) : null, record ?? null)}
        />
      )}
    </HintContext.Provider>
  );
}
