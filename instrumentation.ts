// Runs once when a server instance starts: a bad configuration stops it here
// with a message naming the variable, instead of failing on some later
// request. Then the in-process scheduler starts (REMINDERS_SCHEDULER): reminder
// digests, card deliveries and every other scheduled e-mail.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { validateConfigAtStartup } = await import("./lib/config/startup");
  const config = validateConfigAtStartup();
  if (config.REMINDERS_SCHEDULER === "on") {
    const { startScheduler } = await import("./lib/scheduler/in-process");
    startScheduler();
  }
}
