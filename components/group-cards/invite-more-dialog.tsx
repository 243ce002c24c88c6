"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormField, SchemaFormRoot } from "@/components/forms/fields";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { SaveCancelFooter } from "@/components/ui/save-cancel-footer";
import { Textarea } from "@/components/ui/textarea";
import { inviteSchema, type InviteOutcome, type InviteResultDto } from "@/lib/group-cards/schema";
import { errorMessage } from "@/lib/site/api-client";
import { showToast } from "@/lib/site/toast";
import { cn } from "@/lib/utils";
import { useInvite } from "./use-group-cards";

export type InviteMoreDialogProps = {
  cardId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Outcomes after which an e-mail went out. */
const SENT: readonly InviteOutcome[] = ["invited", "resent"];

/**
 * "Invite more": addresses separated by commas or new lines, checked by the
 * API's own schema, then what happened to each address. Loaded on the first
 * press; opening it again starts with an empty form.
 */
export function InviteMoreDialog({ cardId, open, onOpenChange }: InviteMoreDialogProps) {
  const t = useTranslations("groupCards.manage.invite");
  const common = useTranslations("common");
  const [results, setResults] = useState<InviteResultDto["results"] | null>(null);
  function changeOpen(next: boolean) {
    if (next) setResults(null);
    onOpenChange(next);
  }
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent closeLabel={common("close")} data-testid="invite-more-dialog">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        {results ? (
          <InviteResults results={results} onAgain={() => setResults(null)} onDone={() => changeOpen(false)} />
        ) : (
          <InviteForm cardId={cardId} onSent={setResults} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function InviteForm({ cardId, onSent }: { cardId: number; onSent: (results: InviteResultDto["results"]) => void }) {
  const t = useTranslations("groupCards.manage.invite");
  const common = useTranslations("common");
  const invite = useInvite(cardId);
  const { form, submit, showServerErrors } = useSchemaForm({ schema: inviteSchema, defaultValues: { emails: "" } });

  const send = submit(({ input }) =>
    invite.mutate(input, {
      onSuccess: ({ results }) => {
        showToast("success", t("sentToast", { count: results.filter(({ outcome }) => SENT.includes(outcome)).length }));
        onSent(results);
      },
      onError: (error) => {
        showServerErrors(error);
        showToast("error", t("error"), { description: errorMessage(error, common("somethingWentWrong")) });
      },
    }),
  );

  return (
    <SchemaFormRoot form={form} onSubmit={send}>
      <FormField name="emails" label={t("emails")} hint={t("emailsHint")}>
        {({ field, aria }) => (
          <Textarea
            rows={4}
            className="field-sizing-fixed"
            placeholder="anna@example.com, tom@example.com"
            autoComplete="off"
            spellCheck={false}
            data-testid="invite-more-emails"
            {...field}
            {...aria}
          />
        )}
      </FormField>
      <SaveCancelFooter
        texts={{ cancel: t("cancel"), save: t("send"), saving: t("sending") }}
        saving={invite.isPending}
        saveTestId="invite-more-send"
      />
    </SchemaFormRoot>
  );
}

/** Each address with what happened to it; the ones that got no e-mail are quieter. */
function InviteResults({
  results,
  onAgain,
  onDone,
}: {
  results: InviteResultDto["results"];
  onAgain: () => void;
  onDone: () => void;
}) {
  const t = useTranslations("groupCards.manage.invite");
  return (
    <div className="grid gap-4">
      <h3 className="text-sm font-semibold">{t("resultsTitle")}</h3>
      <ul className="grid max-h-72 gap-2 overflow-y-auto" data-testid="invite-results">
        {results.map(({ email, outcome }) => (
          <li key={email} className="grid min-w-0 gap-0.5 rounded-md border px-3 py-2" data-outcome={outcome}>
            <span className="min-w-0 truncate text-sm font-medium" title={email}>
              {email}
            </span>
            <span className={cn("text-xs", SENT.includes(outcome) ? "text-foreground" : "text-muted-foreground")}>
              {t(`outcomes.${outcome}`)}
            </span>
          </li>
        ))}
      </ul>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onAgain}>
          {t("inviteOthers")}
        </Button>
        <Button type="button" onClick={onDone} data-testid="invite-more-done">
          {t("done")}
        </Button>
      </DialogFooter>
    </div>
  );
}
