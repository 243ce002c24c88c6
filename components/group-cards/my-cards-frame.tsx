import type { ReactNode } from "react";

/**
 * My group cards' page around its lists, for a member and for a browser
 * without an account alike: the header, the title with a line under it and
 * the page's buttons beside it, then the lists.
 */
export function MyCardsFrame({
  header,
  title,
  intro,
  actions,
  children,
}: {
  header: ReactNode;
  title: string;
  intro: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      {header}
      <main id="main" className="mx-auto grid w-full max-w-6xl flex-1 content-start gap-6 px-4 py-6 sm:gap-8 sm:py-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
            <p className="mt-1 max-w-2xl text-muted-foreground">{intro}</p>
          </div>
          <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">{actions}</div>
        </div>
        {children}
      </main>
    </div>
  );
}
