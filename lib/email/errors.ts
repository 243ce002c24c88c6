/**
 * The e-mail provider refused a message or could not be reached. `message`
 * carries the provider's own words; `retryable` says whether sending again
 * with the same idempotency key may succeed (rate limits, server errors,
 * network failures, a concurrent request with the same key still running) or
 * will fail the same way (bad sender, bad address, bad key).
 */
export class EmailDeliveryError extends Error {
  override name = "EmailDeliveryError";
  readonly provider: string;
  /** HTTP status from the provider; null when it could not be reached. */
  readonly statusCode: number | null;
  /** The provider's error code, e.g. Resend's "validation_error". */
  readonly code: string;
  readonly retryable: boolean;

  constructor(
    message: string,
    details: { provider: string; statusCode: number | null; code: string },
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.provider = details.provider;
    this.statusCode = details.statusCode;
    this.code = details.code;
    this.retryable =
      details.statusCode === null ||
      details.statusCode === 429 ||
      details.statusCode >= 500 ||
      details.code === "concurrent_idempotent_requests";
  }
}
