"use client";

import { useEffect, useState, type ComponentType } from "react";
import { onToastRequested, toasterReady, type ToastRequest } from "@/lib/site/toast";

type Loaded = { Toaster: ComponentType; show: (request: ToastRequest) => void };

/** Mounts the toaster the first time a toast is asked for (see lib/site/toast.ts). */
export function ToasterHost() {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(
    () =>
      onToastRequested(async () => {
        const { Toaster, presentToast } = await import("@/components/ui/sonner");
        setLoaded({ Toaster, show: presentToast });
      }),
    [],
  );

  if (!loaded) return null;
  return (
    <>
      <loaded.Toaster />
      {/* After the toaster, so its subscription exists when waiting toasts are delivered. */}
      <DeliverToasts show={loaded.show} />
    </>
  );
}

function DeliverToasts({ show }: { show: (request: ToastRequest) => void }) {
  useEffect(() => toasterReady(show), [show]);
  return null;
}
