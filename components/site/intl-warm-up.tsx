import { headers } from "next/headers";
import { nonceOf } from "@/lib/security/headers";

// The first Intl object a page makes (a plural's number, a birthday's date, a
// sort by name) loads the browser's ICU data: 20–60 ms on this project's
// machines, every time, inside the task that hydrates the page, where it is
// blocking time (docs/decisions/049-intl-warm-up.md). ICU's caches belong to
// the process, not the thread: a worker that makes the same kinds of objects
// first, while the page's scripts are still loading, takes that cost off the
// main thread, and the page's own objects are then made in well under a millisecond.

/** The worker's script: one object of each kind the pages make at start, in the page's language. */
function workerScript(locale: string): string {
  const tag = JSON.stringify(locale);
  return [
    `new Intl.NumberFormat(${tag}).format(1)`,
    `new Intl.PluralRules(${tag}).select(1)`,
    `new Intl.DateTimeFormat(${tag},{day:"numeric",month:"long",timeZone:"UTC"}).format(0)`,
    `new Intl.Collator(${tag}).compare("a","b")`,
    "close()",
  ].join(";");
}

/**
 * An inline script, run with the page's nonce as the parser meets it, that
 * starts the warm-up worker. A browser that refuses the worker loses nothing
 * but the head start.
 */
export async function IntlWarmUp({ locale }: { locale: string }) {
  const nonce = nonceOf((await headers()).get("content-security-policy"));
  const source = JSON.stringify(workerScript(locale));
  const starter = `try{new Worker(URL.createObjectURL(new Blob([${source}],{type:"text/javascript"})))}catch(e){}`;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: starter }} />;
}
