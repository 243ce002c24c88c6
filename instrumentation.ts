// Runs once when a server instance starts: a bad configuration stops it here
// with a message naming the variable, instead of failing on some later request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { validateConfigAtStartup } = await import("./lib/config/startup");
  validateConfigAtStartup();
}
