import { useEffect, useState } from 'react';
import { DEFAULT_KPI_FREQUENCY, DEFAULT_KPI_UNIT, DEFAULT_POLARITY } from '../../app/shared';
import { FormDialog } from '../../components/FormDialog';
import { KpiFormFields } from './KpiFormFields';
import { hasErrors, kpiPayload, validateLibraryKpi, type FieldErrors, type LibraryKpiFormValues } from './libraryValidation';

export type KpiPayload = ReturnType<typeof kpiPayload>;

export interface LibraryKpiDialogProps {
  open: boolean;
  pending?: boolean;
  onClose: () => void;
  onSubmit: (payload: KpiPayload) => void;
}

const EMPTY: LibraryKpiFormValues = {
  name: '',
  description: '',
  unit: DEFAULT_KPI_UNIT,
  polarity: DEFAULT_POLARITY,
  frequency: DEFAULT_KPI_FREQUENCY,
  isCumulative: false,
};

/** Adds a KPI template to the library: no targets or status here (they belong to Set & Cascade). */
export function LibraryKpiDialog({ open, pending = false, onClose, onSubmit }: LibraryKpiDialogProps) {
  const [values, setValues] = useState<LibraryKpiFormValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<LibraryKpiFormValues>>({});
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    if (open) {
      setValues(EMPTY);
      setErrors({});
      setSubmitted(false);
    }
  }, [open]);

  const update = <K extends keyof LibraryKpiFormValues>(field: K, value: LibraryKpiFormValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateLibraryKpi(next));
  };

  const submit = () => {
    setSubmitted(true);
    const found = validateLibraryKpi(values);
    setErrors(found);
    if (!hasErrors(found)) onSubmit(kpiPayload(values));
  };

  return (
    <FormDialog
      open={open}
      title="Add Library KPI"
      subtitle="A KPI template. Targets and results are set once it is assigned in Set & Cascade."
      submitLabel="Create KPI"
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
    >
      <KpiFormFields values={values} errors={errors} onChange={update} unitInput="select" />
    </FormDialog>
  );
}
