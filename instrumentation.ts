// Runs once when a server instance starts: a bad configuration stops it here
// with a message naming the variable, instead of failing on some later request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getConfig } = await import("./lib/config");
  try {
    getConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
