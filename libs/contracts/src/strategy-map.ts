/** Strategy map: cause-and-effect links between objective assignments of one function (DESIGN decision 23). */
import type { BscPerspective, PerformanceStatus } from './enums.js';

/** `POST /api/objective-links` answer (201), and a link of the map. */
export interface ObjectiveLink {
  id: string;
  fromObjectiveAssignmentId: string;
  toObjectiveAssignmentId: string;
}

/** `POST /api/objective-links` body. */
export interface ObjectiveLinkInput {
  fromObjectiveAssignmentId: string;
  toObjectiveAssignmentId: string;
}

export interface StrategyMapObjective {
  objectiveAssignmentId: string;
  name: string;
  score: number | null;
  status: PerformanceStatus;
  themeId: string | null;
}

export interface StrategyMapPerspective {
  key: BscPerspective;
  /** the organization's label */
  name: string;
  objectives: StrategyMapObjective[];
}

/** `GET /api/strategy-maps/:functionId?year&frequency&period&view`; `from` and `to` are objective assignment ids. */
export interface StrategyMapAnswer {
  perspectives: StrategyMapPerspective[];
  links: { id: string; from: string; to: string }[];
}

export const OBJECTIVE_LINK_MESSAGES = {
  notFound: 'Objective link not found',
  objectiveNotFound: 'Objective assignment not found',
  crossFunction: 'Only objectives of the same function and year can be linked',
  self: 'An objective cannot be linked to itself',
  cycle: 'This link would close a cycle: the target objective already leads to the source',
  duplicate: 'These objectives are already linked',
} as const;
