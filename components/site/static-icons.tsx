import { createElement, type SVGProps } from "react";
import {
  ArrowLeft as arrowLeft,
  BellRing as bellRing,
  ChevronDown as chevronDown,
  Gift as gift,
  KeyRound as keyRound,
  Languages as languages,
  Mail as mail,
  Moon as moon,
  PartyPopper as partyPopper,
  StickyNote as stickyNote,
  Sun as sun,
  type IconNode,
} from "lucide";

// The few Lucide icons of the public pages, as server-rendered SVG drawn from
// the `lucide` package's plain icon data. lucide-react's icons are client
// components: each one would be hydrated in the browser and bring its
// runtime along, for a drawing that never changes
// (docs/decisions/008-lean-public-pages.md). Same markup and classes as
// lucide-react's. Components shared by the public pages and the dashboard
// (the birthday card's view) use these too, so they render on either side.

type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;

function icon(name: string, node: IconNode) {
  function StaticIcon({ className, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        aria-hidden="true"
        {...props}
      >
        {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      </svg>
    );
  }
  StaticIcon.displayName = name;
  return StaticIcon;
}

export type StaticIcon = ReturnType<typeof icon>;

export const ArrowLeft = icon("arrow-left", arrowLeft);
export const BellRing = icon("bell-ring", bellRing);
export const ChevronDown = icon("chevron-down", chevronDown);
export const Gift = icon("gift", gift);
export const KeyRound = icon("key-round", keyRound);
export const Languages = icon("languages", languages);
export const Mail = icon("mail", mail);
export const Moon = icon("moon", moon);
export const PartyPopper = icon("party-popper", partyPopper);
export const StickyNote = icon("sticky-note", stickyNote);
export const Sun = icon("sun", sun);
