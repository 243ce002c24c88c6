import { getMessages, getTranslations } from "next-intl/server";
import { LocalizedLink } from "@/components/site/localized-link";
import { ArrowLeft } from "@/components/site/static-icons";

type LegalNamespace = "privacy" | "terms";

/**
 * The privacy policy or the terms of service, rendered from the messages so
 * each language has its own full text. Server component: no client JS.
 */
export async function LegalDocument({ namespace }: { namespace: LegalNamespace }) {
  const t = await getTranslations(namespace);
  const tCommon = await getTranslations("common");
  // Sections are an object in display order, so translators can add or move
  // one without touching this file. Read raw: a legal text has no ICU
  // arguments (tests/unit/messages.test.ts checks every message parses).
  const sections = Object.entries((await getMessages())[namespace].sections);

  const backLink = (
    <LocalizedLink
      href="/"
      className="inline-flex items-center gap-2 rounded-sm text-sm font-medium text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {tCommon("backToHome")}
    </LocalizedLink>
  );

  return (
    // break-words and hyphens keep long Lithuanian and Russian words and the
    // e-mail address inside a 360 px screen.
    <div className="mx-auto w-full max-w-prose px-4 py-10 break-words hyphens-auto sm:px-6 sm:py-16">
      {backLink}
      <article className="mt-8">
        <header className="border-b border-border pb-8">
          <h1 className="text-3xl font-bold tracking-tight text-balance text-foreground sm:text-4xl">
            {t("title")}
          </h1>
          <p className="mt-3 text-sm text-muted-foreground">{t("lastUpdated")}</p>
          <p className="mt-6 text-lg leading-relaxed text-foreground">{t("intro")}</p>
        </header>
        {sections.map(([key, section]) => (
          // The key doubles as an anchor, e.g. /privacy-policy#cookies.
          <section key={key} id={key} aria-labelledby={`${key}-title`} className="mt-10 scroll-mt-20">
            <h2 id={`${key}-title`} className="text-xl font-semibold tracking-tight text-foreground">
              {section.title}
            </h2>
            {section.body.split(/\n\s*\n/).map((paragraph, index) => (
              <p key={index} className="mt-4 leading-relaxed text-foreground/90">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </article>
      <div className="mt-12 border-t border-border pt-8">{backLink}</div>
    </div>
  );
}
