/**
 * Silences console.error in every test of the file and fails a test that
 * wrote to it: next-intl reports a missing message or argument through
 * console.error rather than by throwing. Call at the top level of the file.
 */
export function failOnConsoleError(): void {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
}
