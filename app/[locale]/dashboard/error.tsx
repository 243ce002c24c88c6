"use client";

import { DashboardErrorBoundary } from "@/components/dashboard/dashboard-error-boundary";

export default DashboardErrorBoundary;
