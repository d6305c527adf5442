/** Briefing books and commentary (DESIGN decision 23, second bullet). */
import type { Frequency, ViewType } from './enums.js';

export const BRIEFING_BOOK_SECTIONS = ['scorecard', 'strategy-map', 'kpi-trends', 'commentary'] as const;
export type BriefingBookSection = (typeof BRIEFING_BOOK_SECTIONS)[number];

export const BRIEFING_BOOK_STATES = ['queued', 'rendering', 'ready', 'failed'] as const;
export type BriefingBookState = (typeof BRIEFING_BOOK_STATES)[number];

/** The states after which a book no longer changes (the Reports screen stops refreshing). */
export const isFinalBriefingBookState = (state: BriefingBookState): boolean => state === 'ready' || state === 'failed';

/** POST /api/briefing-books */
export interface CreateBriefingBookInput {
  title: string;
  functionIds: string[];
  year: number | string;
  frequency: Frequency;
  period: string;
  view: ViewType;
  sections: BriefingBookSection[];
}

/** POST /api/briefing-books answers 202 with this. */
export interface BriefingBookQueued {
  id: string;
  state: 'queued';
}

/** GET /api/briefing-books/:id (and each row of GET /api/briefing-books). */
export interface BriefingBook {
  id: string;
  title: string;
  state: BriefingBookState;
  /** pages of the PDF, null until ready */
  pages: number | null;
  /** size of the PDF in bytes, null until ready */
  bytes: number | null;
  /** why the render failed (after its retries), else null */
  error: string | null;
  functionIds: string[];
  year: number;
  frequency: Frequency;
  period: string;
  view: ViewType;
  sections: BriefingBookSection[];
  createdAt: string;
  finishedAt: string | null;
}

/** PUT /api/commentary {functionId, period, text}; GET /api/commentary?functionId&period. `period` is a reporting period key such as '2026-q2'. */
export interface Commentary {
  functionId: string;
  period: string;
  text: string;
  updatedAt: string | null;
  updatedByName: string | null;
}

export const BRIEFING_BOOK_MESSAGES = {
  notFound: 'Briefing book not found',
  notReady: 'The briefing book is not ready',
  unknownFunction: 'Every function must be a function of your organization',
  noFunctions: 'Choose at least one function',
  noSections: 'Choose at least one section',
  period: 'period must be a reporting period such as 2026-q2',
  functionNotFound: 'Function not found',
  textTooLong: 'Commentary is at most 10000 characters',
};

/** Most functions one book may hold. */
export const BRIEFING_BOOK_MAX_FUNCTIONS = 100;
export const COMMENTARY_MAX_LENGTH = 10000;
