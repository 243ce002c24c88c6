import { getTranslations } from "next-intl/server";
import { EyeOff } from "@/components/site/static-icons";

/**
 * The creator's note to the people signing, above the card and apart from
 * it: a panel of the page, not of the card's theme, saying that the birthday
 * person does not see it. The page renders it only when the card's answer
 * carries the note, that is for a viewer who reads it
 * (lib/group-cards/contributor-note.ts); server-rendered, no client code.
 */
export async function ContributorNote({ note, recipientName }: { note: string; recipientName: string }) {
  const t = await getTranslations("groupCards.contributorNote");
  return (
    <aside
      className="grid gap-2 rounded-xl border border-l-4 border-l-primary bg-card p-4 text-card-foreground shadow-sm sm:p-6 print:hidden"
      aria-labelledby="contributor-note-title"
      data-testid="contributor-note"
    >
      <h2 id="contributor-note-title" className="flex items-center gap-2 text-sm font-semibold">
        <EyeOff className="size-4 shrink-0 text-primary" />
        {t("title")}
      </h2>
      <p className="text-xs text-muted-foreground wrap-anywhere">{t("hint", { name: recipientName })}</p>
      <p className="text-sm wrap-anywhere text-pretty whitespace-pre-line">{note}</p>
    </aside>
  );
}
