import type { MetadataRoute } from "next";
import { getConfig } from "@/lib/config";

export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  const base = getConfig().APP_URL;
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/api/", "/dashboard", "/backend", "/group-cards/", "/group-card/"] },
    sitemap: `${base}/sitemap.xml`,
  };
}
