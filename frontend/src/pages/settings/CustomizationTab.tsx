import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import DashboardCustomizeOutlined from '@mui/icons-material/DashboardCustomizeOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import { reloadPage } from '../../lib/reloadPage';
import { DEFAULT_ORGANIZATION_SETTINGS, type OrganizationSettings } from '../../lib/shared';
import { SettingsActions } from './SettingsActions';
import { SettingsSection } from './SettingsSection';
import { useSaveSettings } from './useSaveSettings';

type LabelField =
  | 'perspectiveFinancialName'
  | 'perspectiveCustomerName'
  | 'perspectiveInternalProcessName'
  | 'perspectiveLearningGrowthName'
  | 'levelCeoName'
  | 'levelDivisionName'
  | 'levelGeneralDepartmentName'
  | 'levelDepartmentName'
  | 'termObjectivesLabel'
  | 'termKpisLabel'
  | 'termThemesLabel'
  | 'termAssignmentsLabel'
  | 'termTargetsLabel'
  | 'termActualResultsLabel';

interface FieldSpec {
  field: LabelField;
  label: string;
}

const PERSPECTIVE_FIELDS: FieldSpec[] = [
  { field: 'perspectiveFinancialName', label: 'Financial perspective' },
  { field: 'perspectiveCustomerName', label: 'Customer perspective' },
  { field: 'perspectiveInternalProcessName', label: 'Internal Process perspective' },
  { field: 'perspectiveLearningGrowthName', label: 'Learning & Growth perspective' },
];

const LEVEL_FIELDS: FieldSpec[] = [
  { field: 'levelCeoName', label: 'Top executive level' },
  { field: 'levelDivisionName', label: 'Division level' },
  { field: 'levelGeneralDepartmentName', label: 'General department level' },
  { field: 'levelDepartmentName', label: 'Department level' },
];

const TERM_FIELDS: FieldSpec[] = [
  { field: 'termObjectivesLabel', label: 'Objectives' },
  { field: 'termKpisLabel', label: 'KPIs' },
  { field: 'termThemesLabel', label: 'Themes' },
  { field: 'termAssignmentsLabel', label: 'Assignments' },
  { field: 'termTargetsLabel', label: 'Targets' },
  { field: 'termActualResultsLabel', label: 'Actual Results' },
];

const ALL_FIELDS = [...PERSPECTIVE_FIELDS, ...LEVEL_FIELDS, ...TERM_FIELDS];

type LabelForm = Record<LabelField, string>;

const formOf = (settings: Partial<OrganizationSettings>): LabelForm =>
  Object.fromEntries(ALL_FIELDS.map(({ field }) => [field, settings[field] ?? DEFAULT_ORGANIZATION_SETTINGS[field]])) as LabelForm;

/** Names used across the app: perspectives, hierarchy levels and terms. A blank name saves the default. */
export function CustomizationTab({ settings }: { settings: Partial<OrganizationSettings> }) {
  const [form, setForm] = useState<LabelForm>(() => formOf(settings));
  const { save, saving } = useSaveSettings();

  const fields = (specs: FieldSpec[], columns: number) => (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: `repeat(${columns}, 1fr)` }, gap: 2.5 }}>
      {specs.map(({ field, label }) => (
        <TextField
          key={field}
          label={label}
          value={form[field]}
          onChange={(event) => setForm((current) => ({ ...current, [field]: event.target.value }))}
          helperText={`Default: ${DEFAULT_ORGANIZATION_SETTINGS[field]}`}
          slotProps={{ htmlInput: { maxLength: 50 } }}
        />
      ))}
    </Box>
  );

  const submit = () => {
    const patch = Object.fromEntries(
      ALL_FIELDS.map(({ field }) => [field, form[field].trim() || DEFAULT_ORGANIZATION_SETTINGS[field]]),
    ) as LabelForm;
    void save(patch).then((saved) => {
      if (saved) setForm(patch);
    });
  };

  return (
    <Stack spacing={3}>
      <SettingsSection
        title="Perspective Names"
        description="Rename the four Balanced Scorecard perspectives. The new names appear in the Library, scorecards and reports."
        icon={<DashboardCustomizeOutlined />}
      >
        {fields(PERSPECTIVE_FIELDS, 4)}
      </SettingsSection>
      <SettingsSection
        title="Hierarchy Level Names"
        description="What your organization calls each level of the cascade, from the top executive down to departments."
        icon={<AccountTreeOutlined />}
      >
        {fields(LEVEL_FIELDS, 4)}
      </SettingsSection>
      <SettingsSection title="Terminology" description="The words used for the main concepts across the app." icon={<TranslateOutlined />}>
        {fields(TERM_FIELDS, 3)}
      </SettingsSection>
      <SettingsActions
        secondaryLabel="Cancel Changes"
        onSecondary={reloadPage}
        saveLabel="Save Customization Settings"
        onSave={submit}
        saving={saving}
      />
    </Stack>
  );
}
