"use client";

import { useEffect, useRef } from "react";

/** A hidden form field carrying the browser's time zone, so the first sign-in can record it. */
export function TimeZoneInput() {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.value = Intl.DateTimeFormat().resolvedOptions().timeZone;
  }, []);
  return <input ref={input} type="hidden" name="timeZone" defaultValue="" />;
}
