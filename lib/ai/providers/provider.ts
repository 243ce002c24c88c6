// What lib/ai/images.ts asks of an image provider: one picture for a finished
// prompt, as the bytes of an image file. Providers know nothing about cards,
// styles or quotas, so another one (or a fake) drops in without touching them.

export type ImageRequest = {
  /** The whole prompt, style phrase included. */
  prompt: string;
  /** A stable pseudonymous id of the person asking, for the provider's abuse monitoring. */
  endUserId: string;
};

export interface ImageProvider {
  readonly name: "openai";
  /** The picture's bytes (any type the image pipeline reads); throws an AiProviderError. */
  generate(request: ImageRequest, signal?: AbortSignal): Promise<Uint8Array>;
}

/**
 * Why no picture came back, as the person asking needs to hear it:
 * - refused: the provider's safety system turned the prompt down (say so kindly, another prompt may work);
 * - busy: the provider is rate-limiting us (try again in a minute);
 * - timeout: no answer in time (the provider may still finish and bill it);
 * - failed: anything else (down, misconfigured, nonsense answer).
 */
export type AiProviderFailure = "refused" | "busy" | "timeout" | "failed";

export class AiProviderError extends Error {
  override name = "AiProviderError";

  constructor(
    readonly failure: AiProviderFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
