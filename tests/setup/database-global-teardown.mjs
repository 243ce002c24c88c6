// Jest global teardown of the integration project: drops the databases, or
// stops the embedded one, that database-global-setup.mjs prepared.
export default async function tearDownTestDatabases() {
  await globalThis.confettiTestDatabasesTeardown?.();
}
