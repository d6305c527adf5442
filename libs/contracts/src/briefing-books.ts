/** Briefing books and commentary (DESIGN decision 23, second bullet). */
import type { Frequency, PerformanceStatus, ViewType } from './enums.js';
import type { StrategyMapAnswer } from './strategy-map.js';
import type { ScorecardAnswer } from './types.js';

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
  unknownRecipient: 'Every recipient must be a member of your organization',
  noRecipients: 'Choose at least one member to mail the book to',
};

/** Most functions one book may hold. */
export const BRIEFING_BOOK_MAX_FUNCTIONS = 100;
export const COMMENTARY_MAX_LENGTH = 10000;

/** One KPI's trend in a printed book: a point per period of the view's frequency up to the view's period. */
export interface BriefingBookPrintTrend {
  kpiAssignmentId: string;
  name: string;
  unit: string;
  points: { label: string; target: number | null; actual: number | null; score: number | null; status: PerformanceStatus }[];
}

/** One function of a printed book: what its chosen sections show. */
export interface BriefingBookPrintFunction {
  id: string;
  name: string;
  scorecard: ScorecardAnswer | null;
  strategyMap: StrategyMapAnswer | null;
  trends: BriefingBookPrintTrend[] | null;
  commentary: string | null;
}

/**
 * GET /api/briefing-books/:id/print: everything the print view (/print/briefing-book/:id) shows,
 * in one answer. The render job answers the same call for Chromium itself.
 */
export interface BriefingBookPrint {
  id: string;
  title: string;
  organizationName: string;
  /** 'Q2 2026' */
  periodName: string;
  view: ViewType;
  sections: BriefingBookSection[];
  generatedAt: string;
  functions: BriefingBookPrintFunction[];
}

/** GET/PUT /api/briefing-books/schedule: the monthly mailing of the latest ready book. */
export interface BriefingBookSchedule {
  enabled: boolean;
  /** members (user ids) who receive the book */
  recipientIds: string[];
  /** the calendar month ('2026-11') it last went out, in the organization's time zone */
  lastSentMonth: string | null;
}

export interface PutBriefingBookScheduleInput {
  enabled: boolean;
  recipientIds: string[];
}

/** A PDF up to this size is attached to the monthly mail; a larger one is linked. */
export const BRIEFING_BOOK_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
