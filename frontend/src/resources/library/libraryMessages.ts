/** Library texts of scorecard.md section 8, word for word. Toast titles are 'Success' and 'Error'. */
import { toast } from '../../lib/toast/toastStore';

export type LibraryKind = 'objectives' | 'kpis' | 'themes';

export const LIBRARY_TOAST_TITLES = { success: 'Success', error: 'Error' } as const;

export const successToast = (description: string) => toast({ title: LIBRARY_TOAST_TITLES.success, description, variant: 'success' });
export const failureToast = (description: string) => toast({ title: LIBRARY_TOAST_TITLES.error, description, variant: 'destructive' });

const NO_THEME_NOTE = "Related objectives now show 'No theme'.";

export const LIBRARY_MESSAGES = {
  objectiveCreated: 'Objective created successfully',
  objectiveUpdated: 'Objective updated successfully',
  objectiveCreateFailed: 'Failed to create objective',
  objectiveUpdateFailed: 'Failed to update objective',

  kpiCreated: 'Library KPI created successfully',
  kpiUpdated: 'KPI updated successfully',
  kpiCreateFailed: 'Failed to create KPI',
  kpiUpdateFailed: (message: string) => `Failed to update KPI: ${message}`,

  themeCreated: 'Theme created successfully',
  themeUpdated: 'Theme updated successfully',
  themeCreateFailed: 'Failed to create theme',
  themeUpdateFailed: (message: string) => `Failed to update theme: ${message}`,

  deleted: {
    objectives: 'Objective deleted successfully',
    kpis: 'KPI deleted successfully',
    themes: `Theme deleted successfully. ${NO_THEME_NOTE}`,
  } satisfies Record<LibraryKind, string>,
  deleteFailed: {
    objectives: 'Failed to delete objective',
    kpis: 'Failed to delete KPI',
    themes: 'Failed to delete theme',
  } satisfies Record<LibraryKind, string>,

  bulkDeleted: {
    objectives: (n: number) => `${n} objectives deleted successfully`,
    kpis: (n: number) => `${n} KPIs deleted successfully`,
    themes: (n: number) => `${n} themes deleted successfully. ${NO_THEME_NOTE}`,
  } satisfies Record<LibraryKind, (n: number) => string>,
  bulkDeleteFailed: {
    objectives: 'Failed to delete some objectives',
    kpis: 'Failed to delete some KPIs',
    themes: 'Failed to delete some themes',
  } satisfies Record<LibraryKind, string>,

  confirmDelete: {
    objectives: (name: string) =>
      `Are you sure you want to delete "${name}"? This action cannot be undone and will also remove any KPIs linked to this objective.`,
    kpis: (name: string) => `Are you sure you want to delete "${name}"? This action cannot be undone and will remove this KPI template from the library.`,
    themes: (name: string) => `Are you sure you want to delete "${name}"? Objectives using this theme will show "No theme" instead.`,
  } satisfies Record<LibraryKind, (name: string) => string>,
  confirmBulkDelete: (n: number, kind: LibraryKind) =>
    `Are you sure you want to delete ${n} selected ${KIND_WORDS[kind]}? This action cannot be undone.`,

  colorPattern: 'Color must be a 6-digit hex colour such as #3B82F6',
} as const;

/** The words of the bulk messages ('3 selected KPIs'). */
export const KIND_WORDS: Record<LibraryKind, string> = { objectives: 'objectives', kpis: 'KPIs', themes: 'themes' };

/** Empty-state words: 'No objectives yet', 'Create your first objective template…'. */
export const KIND_NOUNS: Record<LibraryKind, { plural: string; singular: string }> = {
  objectives: { plural: 'objectives', singular: 'objective' },
  kpis: { plural: 'KPIs', singular: 'KPI' },
  themes: { plural: 'themes', singular: 'theme' },
};

/** Singular names for buttons and dialog titles. */
export const KIND_SINGULAR: Record<LibraryKind, string> = { objectives: 'Objective', kpis: 'KPI', themes: 'Theme' };

/** The server's message of a failed call, else the error text, else 'Unknown error'. */
export function failureMessage(error: unknown): string {
  if (error && typeof error === 'object') {
    const body = (error as { body?: unknown }).body;
    if (body && typeof body === 'object') {
      const { message } = body as { message?: unknown };
      if (typeof message === 'string' && message.trim()) return message;
      if (Array.isArray(message) && message.length) return message.join(', ');
    }
    const text = (error as { message?: unknown }).message;
    if (typeof text === 'string' && text.trim()) return text.replace(/^\d{3}:\s*/, '');
  }
  return 'Unknown error';
}
