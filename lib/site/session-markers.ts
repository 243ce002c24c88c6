/** Session-storage marker that a login just happened: the landing page greets the user once. */
export const JUST_LOGGED_IN_KEY = "confetti-just-logged-in";
