/**
 * Spec section 5's development bypass: typing this number into the sign-in
 * dialog's e-mail field signs in as the test user through
 * POST /api/auth/dev-login, which exists only in development mode.
 */
export const DEV_LOGIN_CODE = "000000";
export const TEST_LOGIN_EMAIL = "test@confetti.localhost";
