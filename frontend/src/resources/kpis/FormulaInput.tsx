import { useEffect, useMemo, useRef, useState } from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useGetList, useInput, useRecordContext, ValidationError } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { formulaFromNames, formulaProblem, formulaToNames } from '@scorecard/scoring';
import type { Frequency, Kpi } from '../../lib/shared';
import { FormulaPreviewLine } from './FormulaPreviewLine';
import { wholeList } from '../../providers/dataProvider';

/**
 * Names of the organization's KPIs, and the display ⇄ stored conversion of a formula. Any library
 * name may be typed into a formula, so this is the whole library (dataProvider's wholeList: a page
 * of 1,000 dropped the rest, and their references then read as unknown names; issue 36).
 */
export function useKpiNames(excludeId?: unknown) {
  const { data = [], isPending } = useGetList<Kpi>('kpis', wholeList({ field: 'name', order: 'ASC' }));
  return useMemo(() => {
    const kpis = data.filter((k) => k.id !== excludeId);
    const byId = new Map(data.map((k) => [String(k.id), k.name]));
    const byName = new Map(data.map((k) => [k.name, String(k.id)]));
    return { kpis, isPending, nameOf: (id: string) => byId.get(id), idOf: (name: string) => byName.get(name) };
  }, [data, excludeId, isPending]);
}

/** The 'Insert KPI' list renders the first matches of what is typed, not the whole library. */
const FIRST_MATCHES = createFilterOptions<Kpi>({ limit: 25 });

/** What a formula typed with names says is wrong, or undefined (the field's validation). */
export function formulaTextProblem(text: string, idOf: (name: string) => string | undefined): string | undefined {
  if (text.trim() === '') return undefined;
  try {
    return formulaProblem(formulaFromNames(text, idOf)) ?? undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * The formula editor of a library KPI (DESIGN decision 25): references shown as [KPI name] and
 * stored as {KPI:<id>}; a KPI picked in 'Insert KPI' (autocomplete on names) is inserted at the
 * cursor. The form's `formula` holds the stored form; `ytdAggregation` follows the default when a
 * formula appears or disappears. The server's 422 lands on this field (LibraryFormDialog). Under the
 * field, a live preview of the formula's latest value (FormulaPreviewLine).
 */
export function FormulaInput() {
  const record = useRecordContext<Kpi>();
  const names = useKpiNames(record?.id);
  const { setValue, getValues } = useFormContext();
  const [frequency, unit] = useWatch({ name: ['frequency', 'unit'] }) as [Frequency | undefined, string | undefined];
  const textRef = useRef<HTMLInputElement | null>(null);
  const [text, setText] = useState<string | null>(null);
  const { field, fieldState } = useInput({
    source: 'formula',
    validate: (value: unknown) => (typeof value === 'string' && value ? formulaTextProblem(value, names.idOf) : undefined),
  });
  const stored = (field.value as string | null | undefined) ?? '';
  // The stored formula shown by names once the names are known (and whenever the form resets it).
  useEffect(() => {
    if (text === null && !names.isPending) setText(formulaToNames(stored, names.nameOf));
  }, [names, stored, text]);

  const change = (next: string) => {
    setText(next);
    let value: string | null;
    try {
      value = next.trim() === '' ? null : formulaFromNames(next, names.idOf);
    } catch {
      value = next; // an unknown name: kept as typed, the validation says which
    }
    field.onChange(value);
    const aggregation = getValues('ytdAggregation');
    if (value && (aggregation === undefined || aggregation === 'sum') && !stored) setValue('ytdAggregation', 'formula');
    if (!value && aggregation === 'formula') setValue('ytdAggregation', 'sum');
  };

  const insert = (kpi: Kpi | null) => {
    if (!kpi) return;
    const current = text ?? '';
    const input = textRef.current;
    const at = input?.selectionStart ?? current.length;
    const before = current.slice(0, at);
    const after = current.slice(at);
    const reference = `[${kpi.name}]`;
    const next = `${before}${before && !before.endsWith(' ') ? ' ' : ''}${reference}${after && !after.startsWith(' ') ? ' ' : ''}${after}`;
    change(next);
    requestAnimationFrame(() => input?.focus());
  };

  const error = fieldState.error?.message;
  const previewable = stored.trim() !== '' && text !== null && !formulaTextProblem(text, names.idOf);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, gap: 2.5, alignItems: 'start' }}>
      <Box>
      <TextField
        label="Formula"
        value={text ?? ''}
        onChange={(event) => change(event.target.value)}
        onBlur={field.onBlur}
        inputRef={textRef}
        error={Boolean(error)}
        helperText={error ? <ValidationError error={error} /> : 'Optional: + - * / and parentheses over other KPIs, e.g. [Profit] / [Revenue]. Its results are then computed.'}
        placeholder="[Profit] / [Revenue]"
        slotProps={{ htmlInput: { 'data-testid': 'formula-input', spellCheck: false } }}
        size="small"
        fullWidth
      />
      {previewable && <FormulaPreviewLine formula={stored} frequency={frequency} kpiId={record?.id === undefined ? null : String(record.id)} unit={unit} />}
      </Box>
      <Autocomplete
        options={names.kpis}
        filterOptions={FIRST_MATCHES}
        loading={names.isPending}
        getOptionLabel={(kpi) => kpi.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        value={null}
        blurOnSelect
        onChange={(_event, kpi) => insert(kpi)}
        renderInput={(params) => <TextField {...params} label="Insert KPI" size="small" helperText="Type a KPI name to add it to the formula" />}
      />
    </Box>
  );
}

/** Whether the form currently holds a formula (for the YTD select). */
export function useHasFormula(): boolean {
  const formula = useWatch({ name: 'formula' }) as string | null | undefined;
  return Boolean(formula && String(formula).trim());
}
