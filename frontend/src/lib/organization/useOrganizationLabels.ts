import { useMemo } from 'react';
import {
  DEFAULT_ORGANIZATION_SETTINGS,
  levelName,
  perspectiveName,
  type BscPerspective,
  type FunctionLevel,
  type OrganizationSettings,
} from '../shared';
import { useOrganizationSettings } from './useOrganizationSettings';

export interface OrganizationTerms {
  objectives: string;
  kpis: string;
  themes: string;
  assignments: string;
  targets: string;
  actualResults: string;
  score: string;
}

export interface OrganizationLabels {
  /** The organization's name for a perspective (default 'Financial', ...). */
  perspective: (perspective: BscPerspective) => string;
  /** The organization's name for a level (default 'CEO', ...). */
  level: (level: FunctionLevel) => string;
  terms: OrganizationTerms;
}

type LabelSource = Partial<OrganizationSettings> | null | undefined;

const term = (settings: LabelSource, key: keyof OrganizationSettings & `term${string}`): string => {
  const value = settings?.[key];
  return typeof value === 'string' && value.trim() ? value.trim() : DEFAULT_ORGANIZATION_SETTINGS[key];
};

/** Labels from a settings object; blank or missing labels fall back to the default names. */
export function labelsFrom(settings: LabelSource): OrganizationLabels {
  return {
    perspective: (perspective) => perspectiveName(perspective, settings),
    level: (level) => levelName(level, settings),
    terms: {
      objectives: term(settings, 'termObjectivesLabel'),
      kpis: term(settings, 'termKpisLabel'),
      themes: term(settings, 'termThemesLabel'),
      assignments: term(settings, 'termAssignmentsLabel'),
      targets: term(settings, 'termTargetsLabel'),
      actualResults: term(settings, 'termActualResultsLabel'),
      score: term(settings, 'termScoreLabel'),
    },
  };
}

/**
 * The organization's customized names (perspectives, levels, terms) from the cached settings.
 * Until the settings load, or if they cannot, the default names are used.
 */
export function useOrganizationLabels(): OrganizationLabels {
  const { data } = useOrganizationSettings();
  return useMemo(() => labelsFrom(data), [data]);
}
