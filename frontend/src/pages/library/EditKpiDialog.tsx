import { useEffect, useState } from 'react';
import { DEFAULT_KPI_FREQUENCY, DEFAULT_POLARITY, type Kpi } from '../../app/shared';
import { FormDialog } from '../../components/FormDialog';
import { KpiFormFields } from './KpiFormFields';
import type { KpiPayload } from './LibraryKpiDialog';
import { hasErrors, kpiPayload, validateEditKpi, type EditKpiFormValues, type FieldErrors } from './libraryValidation';

export interface EditKpiDialogProps {
  kpi: Kpi | null;
  pending?: boolean;
  onClose: () => void;
  onSubmit: (payload: KpiPayload) => void;
}

const valuesOf = (kpi: Kpi | null): EditKpiFormValues => ({
  name: kpi?.name ?? '',
  description: kpi?.description ?? '',
  unit: kpi?.unit ?? '',
  polarity: kpi?.polarity ?? DEFAULT_POLARITY,
  frequency: kpi?.frequency ?? DEFAULT_KPI_FREQUENCY,
  isCumulative: kpi?.isCumulative ?? false,
});

/** 'Edit KPI - {name}': name required, unit optional free text. */
export function EditKpiDialog({ kpi, pending = false, onClose, onSubmit }: EditKpiDialogProps) {
  const [values, setValues] = useState<EditKpiFormValues>(() => valuesOf(kpi));
  const [errors, setErrors] = useState<FieldErrors<EditKpiFormValues>>({});
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    if (kpi) {
      setValues(valuesOf(kpi));
      setErrors({});
      setSubmitted(false);
    }
  }, [kpi]);

  const update = <K extends keyof EditKpiFormValues>(field: K, value: EditKpiFormValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateEditKpi(next));
  };

  const submit = () => {
    setSubmitted(true);
    const found = validateEditKpi(values);
    setErrors(found);
    if (!hasErrors(found)) onSubmit(kpiPayload(values));
  };

  return (
    <FormDialog
      open={Boolean(kpi)}
      title={`Edit KPI - ${kpi?.name ?? ''}`}
      submitLabel="Save Changes"
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
    >
      <KpiFormFields values={values} errors={errors} onChange={update} unitInput="text" />
    </FormDialog>
  );
}
