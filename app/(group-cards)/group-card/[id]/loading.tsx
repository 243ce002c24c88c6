import { CardPageSkeleton } from "@/components/group-cards/card-states";

export default function OlderCardLoading() {
  return <CardPageSkeleton />;
}
