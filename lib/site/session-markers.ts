/** Session-storage marker that a login just happened: the landing page greets the user once. */
export const JUST_LOGGED_IN_KEY = "confetti-just-logged-in";

/** Session-storage slot for a toast that the next page load shows (lib/site/toast.ts). */
export const PENDING_TOAST_KEY = "confetti-pending-toast";
