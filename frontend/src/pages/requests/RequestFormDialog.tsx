import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFile';
import { DEPARTMENTS, REQUEST_PRIORITIES, REQUEST_TYPES, REQUEST_TYPE_DISPLAY_NAMES, type RequestPriority, type RequestType } from '../../lib/shared';
import { FormDialog } from '../../components/FormDialog';
import {
  NONE,
  TITLE_MAX,
  UNASSIGNED,
  requestPayload,
  showsLinkedKpi,
  showsLinkedObjective,
  validateRequest,
  type RequestFormErrors,
  type RequestFormValues,
} from './requestRules';
import type { Option } from './requestTypes';
import { SelectField, type SelectOption } from './SelectField';
import type { KpiAssignment, ObjectiveAssignment } from '@scorecard/contracts';
import { SearchPicker } from '../../components/pickers/SearchPicker';
import { kpiAssignmentLabel, objectiveAssignmentLabel } from './useRequestLookups';

/** The form holds 'none' for no link; the picker holds null. */
const linkOf = (value: string) => (value === NONE || value === '' ? null : value);

export interface RequestFormDialogProps {
  open: boolean;
  mode: 'create' | 'edit';
  initial: RequestFormValues;
  statuses: readonly string[];
  owners: Option[];
  /** How many objective assignments exist: the linked objective is offered only when some do. */
  objectiveCount: number;
  pending: boolean;
  onClose: () => void;
  /** resolves true when saved (the dialog then closes) */
  onSubmit: (payload: ReturnType<typeof requestPayload>) => Promise<boolean>;
}

/** 'Create New Request' and 'Edit Request' with the form rules of platform.md section 5. */
export function RequestFormDialog({ open, mode, initial, statuses, owners, objectiveCount, pending, onClose, onSubmit }: RequestFormDialogProps) {
  const [values, setValues] = useState<RequestFormValues>(initial);
  const [errors, setErrors] = useState<RequestFormErrors>({});

  useEffect(() => {
    if (open) {
      setValues(initial);
      setErrors({});
    }
    // Reset only when the dialog opens; `initial` is rebuilt on every render of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const set = <K extends keyof RequestFormValues>(key: K, value: RequestFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async () => {
    const found = validateRequest(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    if (await onSubmit(requestPayload(values, { withStatus: mode === 'create' }))) onClose();
  };

  const select = (key: keyof RequestFormValues, label: string, options: SelectOption[], required = false) => (
    <SelectField label={label} value={values[key]} onChange={(value) => set(key, value as never)} options={options} required={required} error={errors[key]} />
  );

  return (
    <FormDialog
      open={open}
      title={mode === 'create' ? 'Create New Request' : 'Edit Request'}
      subtitle={mode === 'create' ? 'Submit a data collection or change request for review.' : 'Update the details of this request.'}
      submitLabel={mode === 'create' ? 'Create Request' : 'Save Changes'}
      onClose={onClose}
      onSubmit={() => void submit()}
      pending={pending}
      maxWidth="md"
    >
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {select('type', 'Type', REQUEST_TYPES.map((t) => ({ value: t, label: REQUEST_TYPE_DISPLAY_NAMES[t] })), true)}
        {select('priority', 'Priority', REQUEST_PRIORITIES.map((p: RequestPriority) => ({ value: p, label: p })), true)}
      </Box>
      <TextField
        label="Title"
        required
        fullWidth
        value={values.title}
        onChange={(event) => set('title', event.target.value)}
        error={Boolean(errors.title)}
        helperText={errors.title}
        slotProps={{ htmlInput: { maxLength: TITLE_MAX } }}
      />
      <TextField
        label="Description"
        required
        fullWidth
        multiline
        minRows={3}
        value={values.description}
        onChange={(event) => set('description', event.target.value)}
        error={Boolean(errors.description)}
        helperText={errors.description}
      />
      <TextField
        label="Impact analysis"
        fullWidth
        multiline
        minRows={2}
        value={values.impactAnalysis}
        onChange={(event) => set('impactAnalysis', event.target.value)}
        helperText={values.type === 'Change_Request' ? 'What the change affects and why it is worth it' : ' '}
      />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {select('department', 'Department', DEPARTMENTS.map((d) => ({ value: d, label: d })), true)}
        {select('ownerId', 'Owner', [{ value: UNASSIGNED, label: 'Unassigned' }, ...owners.map((o) => ({ value: o.id, label: o.label, valueLabel: o.valueLabel }))])}
        {mode === 'create' && select('status', 'Status', statuses.map((s) => ({ value: s, label: s })))}
        {showsLinkedObjective(values.type as RequestType, objectiveCount) && (
          <SearchPicker<ObjectiveAssignment>
            resource="objective-assignments"
            label="Linked objective"
            value={linkOf(values.linkedObjectiveAssignmentId)}
            onChange={(id) => set('linkedObjectiveAssignmentId', id ?? NONE)}
            optionLabel={objectiveAssignmentLabel}
            related={{ resource: 'objectives', field: 'objectiveId' }}
            sort={{ field: 'period', order: 'DESC' }}
            placeholder="None"
            fullWidth
          />
        )}
        {showsLinkedKpi(values.type as RequestType) && (
          <SearchPicker<KpiAssignment>
            resource="kpi-assignments"
            label="Linked KPI"
            value={linkOf(values.linkedKpiAssignmentId)}
            onChange={(id) => set('linkedKpiAssignmentId', id ?? NONE)}
            optionLabel={kpiAssignmentLabel}
            related={{ resource: 'kpis', field: 'kpiId' }}
            sort={{ field: 'period', order: 'DESC' }}
            placeholder="None"
            fullWidth
          />
        )}
      </Box>
      <Box>
        <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
          Attachments
        </Typography>
        <Button variant="outlined" startIcon={<UploadFile />} disabled>
          Upload files
        </Button>
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.75 }}>
          File upload is not available yet.
        </Typography>
      </Box>
    </FormDialog>
  );
}
