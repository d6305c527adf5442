/**
 * Events the auth context publishes (Nest's event emitter); the publisher awaits `emitAsync`, so a
 * listener's exception is the answer.
 */

/** A password sign-in is about to check the password: single sign-on refuses enforced domains (DESIGN decision 27). */
export const PASSWORD_SIGN_IN = 'auth.password-sign-in';

export interface PasswordSignIn {
  email: string;
}
