// The one error type every route handler and domain function throws for an
// expected failure. The route wrapper turns it into the one JSON error shape:
//   {"error": {"code": "...", "message": "...", "fields"?: {"name": "..."}}}
// `messageKey` names a text in the "errors" namespace of messages/*.json, so
// the message reaches the user in their language.

const errorStatus = {
  bad_request: 400,
  validation_failed: 400,
  invalid_json: 400,
  unauthorized: 401,
  forbidden: 403,
  cross_site: 403,
  not_found: 404,
  method_not_allowed: 405,
  /** The request conflicts with what exists: a second of something there may be only one of. */
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable_content: 422,
  rate_limited: 429,
  internal: 500,
  email_failed: 502,
  /** The AI image provider's safety system refused the prompt. */
  ai_refused: 422,
  /** The AI image provider failed, or answered with no usable picture. */
  ai_failed: 502,
  /** AI images are off (no provider configured), or the provider is rate-limiting us. */
  ai_unavailable: 503,
  /** The AI image provider gave no picture in time. */
  ai_timeout: 504,
  /** Too much of one kind of work at once on this instance (pictures to decode): try again shortly. */
  busy: 503,
  /** Google (the contacts import's People API) failed or did not answer. */
  google_failed: 502,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  override name = "AppError";

  constructor(
    readonly code: ErrorCode,
    /** Key in the "errors" namespace; defaults to one per code. */
    readonly messageKey: string = defaultMessageKey[code],
    readonly options: {
      /** Field name → key in the "validation" namespace. */
      fields?: Record<string, string>;
      /** Field name → values for ICU arguments of its message. */
      fieldValues?: Record<string, Record<string, string | number>>;
      /** Values for ICU arguments of the message. */
      values?: Record<string, string | number>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(`${code}: ${messageKey}`);
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

const defaultMessageKey: Record<ErrorCode, string> = {
  bad_request: "badRequest",
  validation_failed: "validationFailed",
  invalid_json: "invalidJson",
  unauthorized: "unauthorized",
  forbidden: "forbidden",
  cross_site: "crossSite",
  not_found: "notFound",
  method_not_allowed: "methodNotAllowed",
  conflict: "conflict",
  payload_too_large: "payloadTooLarge",
  unsupported_media_type: "unsupportedMediaType",
  unprocessable_content: "unprocessableContent",
  rate_limited: "rateLimited",
  internal: "internal",
  email_failed: "emailFailed",
  ai_refused: "aiRefused",
  ai_failed: "aiFailed",
  ai_unavailable: "aiImagesOff",
  ai_timeout: "aiTimeout",
  busy: "busy",
  google_failed: "googleFailed",
};
