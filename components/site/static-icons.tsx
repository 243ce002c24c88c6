import { createElement, type SVGProps } from "react";
import {
  ArrowLeft as arrowLeft,
  BellRing as bellRing,
  ChevronDown as chevronDown,
  ChevronLeft as chevronLeft,
  ChevronRight as chevronRight,
  EyeOff as eyeOff,
  FileDown as fileDown,
  Gift as gift,
  Heart as heart,
  KeyRound as keyRound,
  Languages as languages,
  Lock as lock,
  LogOut as logOut,
  MailCheck as mailCheck,
  Maximize as maximize,
  MessageSquarePlus as messageSquarePlus,
  Minimize as minimize,
  Moon as moon,
  PartyPopper as partyPopper,
  Pause as pause,
  Pencil as pencil,
  Play as play,
  Presentation as presentation,
  Share2 as share2,
  Sun as sun,
  Trash2 as trash2,
  X as x,
  type IconNode,
} from "lucide";

// The few Lucide icons of the public pages, as server-rendered SVG drawn from
// the `lucide` package's plain icon data. lucide-react's icons are client
// components: each one would be hydrated in the browser and bring its
// runtime along, for a drawing that never changes
// (docs/decisions/008-lean-public-pages.md). Same markup and classes as
// lucide-react's.

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
export const ChevronLeft = icon("chevron-left", chevronLeft);
export const ChevronRight = icon("chevron-right", chevronRight);
export const EyeOff = icon("eye-off", eyeOff);
export const FileDown = icon("file-down", fileDown);
export const Gift = icon("gift", gift);
export const Heart = icon("heart", heart);
export const KeyRound = icon("key-round", keyRound);
export const Languages = icon("languages", languages);
export const Lock = icon("lock", lock);
export const LogOut = icon("log-out", logOut);
export const MailCheck = icon("mail-check", mailCheck);
export const Maximize = icon("maximize", maximize);
export const MessageSquarePlus = icon("message-square-plus", messageSquarePlus);
export const Minimize = icon("minimize", minimize);
export const Moon = icon("moon", moon);
export const PartyPopper = icon("party-popper", partyPopper);
export const Pause = icon("pause", pause);
export const Pencil = icon("pencil", pencil);
export const Play = icon("play", play);
export const Presentation = icon("presentation", presentation);
export const Share2 = icon("share-2", share2);
export const Sun = icon("sun", sun);
export const Trash2 = icon("trash-2", trash2);
export const X = icon("x", x);
