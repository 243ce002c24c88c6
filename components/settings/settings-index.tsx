"use client";

import { useEffect, useState } from "react";
import { cn } from "@/lib/utils";

export type SettingsIndexEntry = { id: string; title: string };

/**
 * The settings page's section index on wide screens: anchor links in a
 * sticky column, the section being read marked as the current one. Without
 * script the links still jump; only the marking needs it.
 */
export function SettingsIndex({ label, sections }: { label: string; sections: SettingsIndexEntry[] }) {
  const [current, setCurrent] = useState(sections[0]?.id);

  useEffect(() => {
    const crossing = new Set<string>();
    // A section is current while it crosses a band in the upper third of the
    // window; of two, the first. (The page lets the last section scroll up to
    // the band too.)
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) crossing.add(entry.target.id);
          else crossing.delete(entry.target.id);
        }
        const first = sections.find(({ id }) => crossing.has(id));
        if (first) setCurrent(first.id);
      },
      { rootMargin: "-20% 0px -70% 0px" },
    );
    for (const { id } of sections) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [sections]);

  return (
    <nav aria-label={label} className="sticky top-24 hidden self-start lg:block" data-testid="settings-index">
      <ul className="grid gap-1">
        {sections.map(({ id, title }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              onClick={() => setCurrent(id)}
              aria-current={current === id ? "true" : undefined}
              className={cn(
                "flex min-h-10 items-center rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                current === id && "bg-accent text-accent-foreground",
              )}
            >
              {title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
