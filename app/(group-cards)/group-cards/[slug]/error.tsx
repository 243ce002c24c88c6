"use client";

import { CardErrorBoundary } from "@/components/group-cards/card-error-boundary";

export default CardErrorBoundary;
