/**
 * Messages both sides show: the server answers them in error bodies, the screens show the same
 * words in forms and toasts. Wording is the specification's own.
 */

/** Sign-up, sign-in and e-mail verification (platform.md sections 5 and 8). */
export const AUTH_MESSAGES = {
  // The specification's first-name message; the original form did not enforce its minimum, so a
  // first name is only required.
  firstNameMin: 'First name must be at least 2 characters',
  firstNameRequired: 'First name is required',
  lastNameMin: 'Last name must be at least 2 characters',
  invalidEmail: 'Please enter a valid email',
  passwordMin: 'Password must be at least 8 characters',
  companyNameMin: 'Company name must be at least 2 characters',
  passwordRequired: 'Password is required',
  emailRequired: 'Please enter your email address',
  codeFormat: 'Please enter the 6-digit code',

  signupFailedTitle: 'Signup failed',
  signupFailedDefault: 'Something went wrong',
  signupSuccessTitle: 'Account created!',
  signupSuccess: 'Please check your email for the verification code.',
  loginFailedTitle: 'Login failed',
  loginFailedDefault: 'Invalid email or password',
  loginSuccessTitle: 'Login successful!',
  loginSuccess: (firstName: string) => `Welcome back, ${firstName}!`,

  verificationFailedTitle: 'Verification Failed',
  verificationFailedDefault: 'Invalid or expired OTP code. Please try again.',
  emailVerifiedTitle: 'Email Verified!',
  emailVerified: 'Your account has been successfully verified. Redirecting...',
  resendFailedTitle: 'Resend Failed',
  resendFailedDefault: 'Failed to resend verification code.',
  codeResentTitle: 'Code Resent',
  codeResent: 'A new verification code has been sent to your email.',
  invalidVerificationLink: 'Invalid verification link. Please check your email and click the correct link.',
  verificationLinkFailed: 'Verification failed. Please try again.',
  verificationLinkSucceeded: 'Email verified successfully!',
  verificationEmailSent: 'Verification email sent! Please check your inbox.',
  verificationEmailFailed: 'Failed to send verification email',

  logoutSuccessTitle: 'Logged out successfully',
  logoutSuccess: 'You have been logged out of your account.',
  logoutFailedTitle: 'Logout failed',
  logoutFailedDefault: 'Failed to logout',
} as const;

/** Global listener toasts for classified errors. */
export const SESSION_MESSAGES = {
  sessionExpiredTitle: 'Session Expired',
  sessionExpired: 'Please sign in again to continue.',
  connectionProblemTitle: 'Connection Problem',
  connectionProblem: 'Please check your internet connection.',
} as const;

/** Team: an organization admin's people (DESIGN decision 20). */
export const TEAM_MESSAGES = {
  invitationGone: 'This invitation is no longer valid',
  deactivated: 'This account has been deactivated',
  lastAdmin: 'An organization needs at least one active admin',
  emailTaken: 'An account with this email already exists',
  invitationPending: 'An invitation to this email is already pending',
  memberNotFound: 'Member not found',
  invitationNotFound: 'Invitation not found',
  employeeLinked: 'This employee can already sign in',
  superAdmin: 'A super admin is managed in the Admin Panel',
  role: 'Role must be one of admin, user',
  notPending: 'Only a pending invitation can be resent or revoked',
  invited: 'Invitation sent',
  resent: 'Invitation sent again',
  revoked: 'Invitation revoked',
  roleChanged: 'Role updated',
  deactivatedDone: 'Member deactivated',
  reactivated: 'Member reactivated',
  accepted: 'Welcome! Your account is ready.',
} as const;

/** Access refusals (platform.md section 6, DESIGN decision 13). */
export const ACCESS_MESSAGES = {
  accessDeniedTitle: 'Access Denied',
  adminPanelDenied: "You don't have permission to access the admin panel.",
  notAMember: 'You are not a member of an organization',
  /** Plan limits are refused with 422 and a message naming the limit (DESIGN decision 8). */
  limitReached: (what: 'users' | 'objectives' | 'KPIs', limit: number) =>
    `Your plan allows at most ${limit} ${what}. Upgrade your plan to add more.`,
} as const;

/** Library, Set and Cascade and results forms (scorecard.md section 5). */
export const SCORECARD_MESSAGES = {
  nameRequired: 'Name is required',
  unitRequired: 'Unit is required',
  functionNameRequired: 'Function name is required',
  validationErrorTitle: 'Validation Error',
  weightRange: 'Weight must be between 1 and 100',
  kpiSelectionRequired: 'KPI selection is required',
  objectiveSelectionRequired: 'Objective selection is required',
  noParentObjectives: (levelName: string) =>
    `No parent objectives found. Please assign objectives to ${levelName} level first.`,
  actualResultRequired: 'Actual result is required',
  invalidNumber: 'Please enter a valid number',
  ceoFunctionNotDeletable: 'The CEO-level function cannot be deleted',
  departmentHasNoChildren: 'A department cannot have child functions',
  required: 'Required',
  invalidInput: 'Invalid input',
} as const;

/** Weight totals shown as numbers with at most two decimals (no floating-point noise). */
export function formatWeight(value: number): string {
  return String(Math.round(value * 100) / 100 + 0); // + 0 turns -0 into 0
}

/** Weight balance banner (scorecard.md section 5); the choice between them is in @scorecard/scoring. */
export const WEIGHT_MESSAGES = {
  objectivesUnder: (total: number, missing: number) =>
    `Objective weights total ${formatWeight(total)}%. Add ${formatWeight(missing)}% more weight to reach 100%.`,
  objectivesOver: (total: number, excess: number) =>
    `Objective weights total ${formatWeight(total)}%. Remove ${formatWeight(excess)}% to reach 100%.`,
  objectivesBalanced: 'Objective weights are perfectly balanced at 100%',
  kpisUnder: (total: number, missing: number) =>
    `KPI weights total ${formatWeight(total)}%. Add ${formatWeight(missing)}% more weight to reach 100%.`,
  kpisOver: (total: number, excess: number) =>
    `KPI weights total ${formatWeight(total)}%. Remove ${formatWeight(excess)}% to reach 100%.`,
  kpisBalanced: 'KPI weights are perfectly balanced at 100%',
  noKpis: 'No KPIs assigned to this objective yet',
  weightRange: SCORECARD_MESSAGES.weightRange,
} as const;

/** Organization settings save (platform.md sections 5 and 8). */
export const SETTINGS_MESSAGES = {
  invalidThresholdsTitle: 'Invalid Thresholds',
  invalidThresholds: 'Thresholds must be in descending order (Exceeds > On Target > Near Target > At Risk)',
  invalidScoreCapTitle: 'Invalid Score Cap',
  invalidScoreCap: 'Score cap must be at least 100%',
  savedTitle: 'Success',
  saved: 'Settings updated successfully',
  saveFailedTitle: 'Error',
  saveFailed: 'Failed to update settings',
  foundationSaved: 'Organization settings updated successfully',
  foundationSaveFailed: 'Failed to update organization settings',
} as const;

/** Notifications and their preferences (platform.md sections 2, 5 and 8). */
export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
  booleanRequired: (field: string) => `${field} must be true or false`,
  digestFrequency: 'Digest frequency must be one of none, daily, weekly',
  quietHoursStart: 'Quiet hours start must be a whole number from 0 to 23',
  quietHoursEnd: 'Quiet hours end must be a whole number from 0 to 23',
  updateFailed: 'Failed to update notification preferences. Please try again.',
  updated: 'Preferences Updated',
  loadFailedTitle: 'Error Loading Notification Preferences',
  loadFailed: 'Unable to load notification settings. Please try refreshing the page.',
  empty: 'No notifications yet',
  emptyHint: "We'll notify you when something happens",
  loading: 'Loading notifications...',
} as const;

/** Account security (DESIGN decision 28): password reset and change, sessions, two-factor. Shared by the API and the screens. */
export const SECURITY_MESSAGES = {
  resetRequested: 'If an account exists for that email, we have sent a link to reset your password.',
  linkGone: 'This link is no longer valid',
  passwordReset: 'Your password has been reset. You can sign in now.',
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordChanged: 'Password changed. Your other sessions have been signed out.',
  sessionNotFound: 'Session not found',
  sessionEnded: 'Session ended',
  setUpTwoFactor: 'Set up two-factor authentication to continue',
  invalidCode: 'Invalid code. Please try again.',
  codeFormat: 'Enter the 6-digit code from your authenticator app or a recovery code',
  tooManyCodes: 'Too many wrong codes. Please sign in again.',
  noSignInWaiting: 'Please sign in to continue',
  twoFactorAlreadyOn: 'Two-factor authentication is already on',
  twoFactorNotSetUp: 'Start two-factor setup first',
  twoFactorOff: 'Two-factor authentication is not on',
  twoFactorEnabled: 'Two-factor authentication is on',
  twoFactorDisabled: 'Two-factor authentication is off',
  signedIn: 'Login successful',
} as const;

/** The period close (DESIGN decision 21). */
export const PERIOD_CLOSE_MESSAGES = {
  /** 409 for any write of a target or result into a locked period: 'Q1 2026 is locked' */
  locked: (periodName: string) => `${periodName} is locked`,
  alreadyLocked: (periodName: string) => `${periodName} is already locked`,
  notLocked: (periodName: string) => `${periodName} is not locked`,
  unlockReasonRequired: 'A reason is required to unlock a period',
  returnCommentRequired: 'A comment is required to return a result',
  noValueToReview: 'There is no result for this period to review',
  notReviewer: 'Only an administrator or the owner of the parent objective can review this result',
  awaitingApproval: 'Awaiting approval',
  unknownPeriod: 'Unknown reporting period',
  /** the reminder mail's line: '3 results due by 10 April' */
  resultsDue: (count: number, dueDate: string) => `${count} result${count === 1 ? '' : 's'} due by ${dueDate}`,
} as const;
