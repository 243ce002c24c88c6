import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";

/**
 * The one card of a page an e-mail's link opens without signing in (the
 * reminders' unsubscribe page, a card's stop-nudges page), laid out like the
 * sign-in confirmation page.
 */
export function LinkPageCard({
  icon,
  title,
  description,
  footer,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-md px-4 py-12 sm:py-16">
      <Card className="w-full">
        <CardHeader>
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            {icon}
          </span>
          <CardTitle asChild>
            <h1 className="text-2xl">{title}</h1>
          </CardTitle>
          <CardDescription className="text-base break-words">{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
        {footer && <CardFooter>{footer}</CardFooter>}
      </Card>
    </div>
  );
}
