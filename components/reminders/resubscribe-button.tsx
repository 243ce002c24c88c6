"use client";

import { BellRing } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/site/api-client";

export type ResubscribeLabels = { undo: string; undoing: string; done: string; failed: string };

/**
 * The unsubscribe page's Undo: POST /api/reminders/resubscribe with the
 * page's token turns reminders back on. The page is public and ships no
 * message catalogue, so the texts come translated from the server.
 */
export function ResubscribeButton({ token, labels }: { token: string; labels: ResubscribeLabels }) {
  const [state, setState] = useState<"idle" | "busy" | "done" | "failed">("idle");

  async function undo() {
    setState("busy");
    try {
      await apiFetch(`/api/reminders/resubscribe?token=${encodeURIComponent(token)}`, { method: "POST" });
      setState("done");
    } catch {
      setState("failed");
    }
  }

  if (state === "done") {
    return (
      <p role="status" className="flex items-center gap-2 font-medium" data-testid="resubscribed">
        <BellRing className="size-5 text-primary" aria-hidden="true" />
        {labels.done}
      </p>
    );
  }
  return (
    <div className="grid gap-2">
      <Button
        type="button"
        variant="outline"
        className="h-auto min-h-10 w-full py-2 whitespace-normal sm:w-auto"
        disabled={state === "busy"}
        onClick={undo}
        data-testid="resubscribe"
      >
        {state === "busy" ? labels.undoing : labels.undo}
      </Button>
      {state === "failed" && (
        <p role="alert" className="text-sm text-destructive">
          {labels.failed}
        </p>
      )}
    </div>
  );
}
