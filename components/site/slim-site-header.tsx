import { LanguagePicker } from "./language-picker";
import { SlimHeader } from "./slim-header";
import { ThemeToggle } from "./theme-toggle";

/** The slim header with its language and theme controls: the card pages' and, under them, the root 404's. */
export function SlimSiteHeader({ signedIn }: { signedIn: boolean }) {
  return (
    <SlimHeader
      signedIn={signedIn}
      controls={
        <>
          <LanguagePicker />
          <ThemeToggle />
        </>
      }
    />
  );
}
