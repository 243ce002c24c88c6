import OpenAI, { APIError } from "openai";
import { AiProviderError, type ImageProvider, type ImageRequest } from "./provider";

/**
 * Square pictures suit the card's grid; 1024 px is the smallest size GPT
 * image models make and already more than a card shows.
 */
const SIZE = "1024x1024";
/**
 * "medium": a birthday picture needs no more, and "high" costs about four
 * times as much and takes noticeably longer.
 */
const QUALITY = "medium";

/** How much longer than our own deadline the SDK's timer waits. */
const BACKSTOP_MS = 5_000;

/** The error codes OpenAI gives a prompt its safety system refused (GPT image models, then DALL·E). */
const MODERATION_CODES = new Set(["moderation_blocked", "content_policy_violation"]);

/**
 * Images through OpenAI's Images API with the official SDK. GPT image models
 * always answer with base64 (never a URL that expires); DALL·E models are
 * asked for base64 too, so any model configured works the same way.
 */
export function openaiImageProvider(options: {
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
}): ImageProvider {
  const client = new OpenAI({
    apiKey: options.apiKey,
    // The SDK would read OPENAI_BASE_URL from the environment by itself;
    // passing it keeps lib/config the one place that reads it.
    baseURL: options.baseURL ?? null,
    // The deadline is our own signal below; the SDK's timer is only a backstop (its way of telling
    // a timeout from other connection failures depends on the runtime's fetch).
    timeout: options.timeoutMs + BACKSTOP_MS,
    // Someone is watching a dialog: a retry would double the wait past the
    // timeout they were promised, and each attempt may be billed. They retry.
    maxRetries: 0,
  });
  const isDallE = options.model.startsWith("dall-e");

  return {
    name: "openai",
    async generate(request: ImageRequest, signal?: AbortSignal) {
      const deadline = AbortSignal.timeout(options.timeoutMs);
      let response;
      try {
        response = await client.images.generate(
          {
            model: options.model,
            prompt: request.prompt,
            n: 1,
            size: SIZE,
            ...(isDallE ? { response_format: "b64_json" as const } : { quality: QUALITY }),
            user: request.endUserId,
          },
          { signal: signal ? AbortSignal.any([signal, deadline]) : deadline },
        );
      } catch (error) {
        if (deadline.aborted) {
          throw new AiProviderError("timeout", `OpenAI gave no image within ${options.timeoutMs / 1000} s`, { cause: error });
        }
        // The asker went away: the provider may still finish (and bill) it, as after a timeout.
        if (signal?.aborted) throw new AiProviderError("timeout", "The image request was cancelled", { cause: error });
        throw asProviderError(error);
      }
      const base64 = response.data?.[0]?.b64_json;
      if (!base64) throw new AiProviderError("failed", "OpenAI answered without an image");
      return new Uint8Array(Buffer.from(base64, "base64"));
    },
  };
}

function asProviderError(error: unknown): AiProviderError {
  if (error instanceof APIError && error.status !== undefined) {
    if (error.status === 400 && MODERATION_CODES.has(error.code ?? "")) {
      return new AiProviderError("refused", `OpenAI refused the prompt: ${error.message}`, { cause: error });
    }
    if (error.status === 429 && error.code !== "insufficient_quota") {
      return new AiProviderError("busy", `OpenAI is rate-limiting: ${error.message}`, { cause: error });
    }
    return new AiProviderError("failed", `OpenAI answered ${error.status}: ${error.message}`, { cause: error });
  }
  return new AiProviderError("failed", `OpenAI could not be reached: ${String(error)}`, { cause: error });
}
