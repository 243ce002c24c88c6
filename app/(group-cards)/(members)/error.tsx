"use client";

// A signed-in group-card page that fails on the server shows what a dashboard
// view shows: the message in place of the content, Try again, Back to dashboard.
export { DashboardErrorBoundary as default } from "@/components/dashboard/dashboard-error-boundary";
