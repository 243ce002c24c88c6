import { cn } from "@/lib/utils";

/**
 * A handful of confetti around the hero, as inline SVG: about 1 KB, no
 * request, no layout (absolutely placed behind the text, fixed size). The
 * pieces use the primary colour and the palette's 400s, which read on both
 * the dark and the light background; the right-hand cluster is the left one
 * mirrored.
 */
export function HeroConfetti() {
  return (
    <>
      <ConfettiCluster className="-left-6 top-4 sm:left-[4%] sm:top-10" />
      <ConfettiCluster className="-right-6 top-4 -scale-x-100 sm:right-[4%] sm:top-10" />
    </>
  );
}

function ConfettiCluster({ className }: { className: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 160 200"
      className={cn("pointer-events-none absolute -z-10 h-40 w-32 opacity-70 sm:h-60 sm:w-48 sm:opacity-90", className)}
      aria-hidden="true"
      focusable="false"
    >
      <rect x="22" y="18" width="10" height="18" rx="2" transform="rotate(-24 27 27)" className="fill-primary" />
      <circle cx="92" cy="30" r="6" className="fill-amber-400" />
      <rect x="120" y="62" width="8" height="16" rx="2" transform="rotate(32 124 70)" className="fill-sky-400" />
      <path
        d="M40 92c8-10 16 10 24 0s16 10 24 0"
        fill="none"
        strokeWidth="5"
        strokeLinecap="round"
        className="stroke-violet-400"
      />
      <circle cx="18" cy="140" r="5" className="fill-emerald-400" />
      <rect x="70" y="132" width="12" height="12" rx="2" transform="rotate(18 76 138)" className="fill-amber-400" />
      <circle cx="132" cy="150" r="4" className="fill-primary" />
      <rect x="104" y="178" width="9" height="15" rx="2" transform="rotate(-40 108 185)" className="fill-violet-400" />
      <circle cx="48" cy="184" r="3.5" className="fill-sky-400" />
    </svg>
  );
}
