"use client";

import { LoaderCircle, Sparkles } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { AI_IMAGE_STYLES, AI_PROMPT_MAX_LENGTH, type AiImageStyle } from "@/lib/ai/schema";
import { errorMessage } from "@/lib/site/api-client";
import { showToast } from "@/lib/site/toast";
import { useAddContribution, useGenerateAiImage } from "./use-group-cards";

/** Until then the description is on its way; after the second, the model is still at work. */
const STEP_SECONDS = [5, 30] as const;

/**
 * Generate AI Image (spec sections 2, 4, 5 and 8): a description and a
 * style. The description is needed, and so are the name and e-mail of the
 * contributor form it signs with ('Missing prompt', 'Please fill in your
 * name and email first.'). A picture takes tens of seconds: the dialog says
 * what is happening and for how long, and Cancel (or closing it) stops
 * waiting. On success the picture goes on the card as an ai_image message
 * with the description as its text, the dialog closes and the description
 * is cleared.
 */
export function AiImageDialog({ cardId, signature }: { cardId: number; signature: { name: string; email: string } }) {
  const t = useTranslations("groupCards.aiImage");
  const addMessage = useTranslations("groupCards.addMessage");
  const common = useTranslations("common");
  const id = useId();
  const [open, setOpen] = useState(false);
  const [prompt, setPrompt] = useState("");
  const [style, setStyle] = useState<AiImageStyle>("default");
  const generate = useGenerateAiImage();
  const add = useAddContribution(cardId);
  const waiting = useRef<AbortController | null>(null);
  const busy = generate.isPending || add.isPending;

  function cancel() {
    waiting.current?.abort();
    waiting.current = null;
  }

  function changeOpen(next: boolean) {
    if (!next) cancel();
    setOpen(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const description = prompt.trim();
    if (!description) {
      showToast("error", t("missingPromptTitle"), { description: t("missingPromptDescription") });
      return;
    }
    const name = signature.name.trim();
    if (!name || !signature.email.trim()) {
      showToast("error", t("missingIdentity"));
      return;
    }
    const controller = new AbortController();
    waiting.current = controller;
    generate.mutate(
      { prompt: description, style, groupCardId: cardId, signal: controller.signal },
      {
        onSuccess: (image) =>
          add.mutate(
            { contributorName: name, contributorEmail: signature.email, content: description, type: "ai_image", imageUrl: image.url },
            {
              onSuccess: () => {
                showToast("success", addMessage("added"), { description: addMessage("addedDescription") });
                setPrompt("");
                setOpen(false);
              },
              onError: (error) =>
                showToast("error", common("error"), { description: errorMessage(error, addMessage("addFailed")) }),
            },
          ),
        onError: (error) => {
          // Cancelled on purpose: nothing to report.
          if (controller.signal.aborted) return;
          showToast("error", common("error"), { description: errorMessage(error, t("failed")) });
        },
        onSettled: () => {
          if (waiting.current === controller) waiting.current = null;
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" data-testid="ai-image-open">
          <Sparkles aria-hidden="true" />
          {t("open")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={common("close")} data-testid="ai-image-dialog">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-prompt`}>{t("prompt")}</Label>
            <Textarea
              id={`${id}-prompt`}
              rows={4}
              maxLength={AI_PROMPT_MAX_LENGTH}
              placeholder={t("promptPlaceholder")}
              value={prompt}
              onChange={(event) => setPrompt(event.target.value)}
              disabled={busy}
              className="field-sizing-fixed"
              data-testid="ai-image-prompt"
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-style`}>{t("style")}</Label>
            <Select value={style} onValueChange={(value) => setStyle(value as AiImageStyle)} disabled={busy}>
              <SelectTrigger id={`${id}-style`} data-testid="ai-image-style">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {AI_IMAGE_STYLES.map((each) => (
                  <SelectItem key={each} value={each}>
                    {t(`styles.${each}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          {generate.isPending && <GenerationProgress />}
          <DialogFooter>
            {generate.isPending ? (
              <Button type="button" variant="outline" onClick={cancel} data-testid="ai-image-cancel">
                {t("cancel")}
              </Button>
            ) : (
              <Button type="button" variant="outline" onClick={() => changeOpen(false)} disabled={add.isPending}>
                {t("cancel")}
              </Button>
            )}
            <Button type="submit" disabled={busy} data-testid="ai-image-generate">
              {busy ? <LoaderCircle className="motion-safe:animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
              {t("generate")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** What is happening (announced when it changes) and for how long (not announced: it changes every second). */
function GenerationProgress() {
  const t = useTranslations("groupCards.aiImage");
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, []);
  const step = seconds < STEP_SECONDS[0] ? "stepSending" : seconds < STEP_SECONDS[1] ? "stepDrawing" : "stepAlmost";
  return (
    <div className="flex items-center gap-3 rounded-md border bg-muted/50 p-3 text-sm" data-testid="ai-image-progress">
      <LoaderCircle className="size-5 shrink-0 text-primary motion-safe:animate-spin" aria-hidden="true" />
      <p role="status" className="min-w-0 flex-1">
        {t(step)}
      </p>
      <span className="shrink-0 text-muted-foreground tabular-nums" data-testid="ai-image-elapsed">
        {t("elapsed", { seconds })}
      </span>
    </div>
  );
}
