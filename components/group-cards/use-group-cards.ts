"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { birthdayCardsQueryKey } from "@/components/birthdays/use-birthdays";
import type { GenerateImageInput } from "@/lib/ai/schema";
import type {
  CardViewDto,
  ContributionDto,
  ContributorLinkDto,
  ContributionInput,
  CreateCardInput,
  DeliveryDto,
  GroupCardDto,
  InviteInput,
  InviteResultDto,
  MyCardDto,
  ResendDeliveryInput,
  SignInLinkResultDto,
  StoredImageDto,
  UpdateCardInput,
  UpdateContributionInput,
} from "@/lib/group-cards/schema";
import { shrinkForUpload } from "@/lib/images/shrink";
import { apiFetch } from "@/lib/site/api-client";

// The group-cards domain on the client: its query keys, endpoints and what
// each change does next. Components use these hooks, never apiFetch.
// The card pages are rendered on the server (no request before the first
// paint); after a change they render again (router.refresh) and the cached
// lists are refetched.

const CARDS_ENDPOINT = "/api/group-cards";
const cardEndpoint = (id: number) => `${CARDS_ENDPOINT}/${id}`;
const invitationsEndpoint = (id: number) => `${cardEndpoint(id)}/invitations`;
const contributionsEndpoint = (id: number) => `${cardEndpoint(id)}/contributions`;
const imagesEndpoint = (id: number) => `${cardEndpoint(id)}/images`;
const deliveryEndpoint = (id: number) => `${cardEndpoint(id)}/delivery`;

export { cardUrl } from "@/lib/group-cards/links";

/**
 * What every change to a card does next: the server-rendered page renders
 * again, and every cached group-card query (the older view's card) is refetched.
 */
function useRefreshCards() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return () => {
    router.refresh();
    return queryClient.invalidateQueries({ queryKey: ["group-cards"] });
  };
}

/**
 * POST /api/group-cards: the new card (its slug among it); the caller goes to
 * its page. The birthdays' cards (decision 044) are refetched.
 */
export function useCreateGroupCard() {
  const invalidateLists = useInvalidateCardLists();
  return useMutation({
    mutationFn: (input: CreateCardInput) => apiFetch<MyCardDto>(CARDS_ENDPOINT, { method: "POST", json: input }),
    onSuccess: invalidateLists,
  });
}

/**
 * After a card is made or deleted: the birthdays' cards (decision 044), the
 * one cached list a card shows in ("My group cards" is rendered on the
 * server), not the card's own query (a deleted card's would fail).
 */
function useInvalidateCardLists() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: birthdayCardsQueryKey });
}

/** GET /api/group-cards/{id}: the card for its creator and invitees (the older view refetches after a change). */
export function useGroupCardById(id: number, initialData: CardViewDto) {
  return useQuery({
    queryKey: ["group-cards", id],
    queryFn: () => apiFetch<CardViewDto>(cardEndpoint(id)),
    initialData,
  });
}

/** PATCH /api/group-cards/{id} (creator): title, description, theme, recipient, Draft/Published. */
export function useUpdateGroupCard(id: number) {
  const refresh = useRefreshCards();
  return useMutation({
    mutationFn: (input: UpdateCardInput) => apiFetch<GroupCardDto>(cardEndpoint(id), { method: "PATCH", json: input }),
    onSuccess: refresh,
  });
}

/** POST /api/group-cards/{id}/delivery (creator): the delivered card sent again, to a corrected address if given. */
export function useResendDelivery(id: number) {
  const refresh = useRefreshCards();
  return useMutation({
    mutationFn: (input: ResendDeliveryInput) => apiFetch<DeliveryDto>(deliveryEndpoint(id), { method: "POST", json: input }),
    onSettled: refresh,
  });
}

/** DELETE /api/group-cards/{id} (creator); the caller leaves the card's page. The lists are refetched. */
export function useDeleteGroupCard(id: number) {
  const invalidateLists = useInvalidateCardLists();
  return useMutation({
    mutationFn: () => apiFetch<unknown>(cardEndpoint(id), { method: "DELETE" }),
    onSuccess: invalidateLists,
  });
}

/** POST /api/group-cards/{id}/invitations (creator): more people, or a resend; each address's outcome. */
export function useInvite(id: number) {
  const refresh = useRefreshCards();
  return useMutation({
    mutationFn: (input: InviteInput) =>
      apiFetch<InviteResultDto>(invitationsEndpoint(id), { method: "POST", json: input }),
    onSuccess: refresh,
  });
}

/** DELETE /api/group-cards/{id}/invitations/{invitationId} (creator): the invitation's link stops working. */
export function useRevokeInvitation(id: number) {
  const refresh = useRefreshCards();
  return useMutation({
    mutationFn: (invitationId: number) =>
      apiFetch<unknown>(`${invitationsEndpoint(id)}/${invitationId}`, { method: "DELETE" }),
    onSuccess: refresh,
  });
}

/** POST /api/group-cards/{id}/contributions: a message from the creator or a signed-in invitee. */
export function useAddContribution(id: number) {
  const refresh = useRefreshCards();
  return useMutation({
    mutationFn: (input: ContributionInput) =>
      apiFetch<ContributionDto>(contributionsEndpoint(id), { method: "POST", json: input }),
    onSuccess: refresh,
  });
}

/**
 * POST /api/group-cards/{id}/images: a photo for a message, shrunk in the
 * browser first (lib/images/shrink.ts); the stored picture's address, which
 * the message then names (type "image", imageUrl). Nothing is refreshed: the
 * picture shows on the card only with its message.
 */
export function useUploadCardImage(id: number) {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append("file", await shrinkForUpload(file), file.name);
      return apiFetch<StoredImageDto>(imagesEndpoint(id), { method: "POST", form });
    },
  });
}

type ContributionUpdate = UpdateContributionInput & { contributionId: number };

function patchContribution(id: number, { contributionId, ...input }: ContributionUpdate) {
  return apiFetch<ContributionDto>(`${contributionsEndpoint(id)}/${contributionId}`, { method: "PATCH", json: input });
}

/** PATCH /api/group-cards/{id}/contributions/{contributionId}: the author's text, or the creator's order. */
export function useUpdateContribution(id: number) {
  const refresh = useRefreshCards();
  return useMutation({
    mutationFn: (update: ContributionUpdate) => patchContribution(id, update),
    onSuccess: refresh,
  });
}

/** Requests of a new order sent side by side: a renumbered card of 100 messages is 100 PATCHes. */
const ARRANGE_CONCURRENCY = 4;

/**
 * The creator's new order (lib/group-cards/positions.ts): one PATCH
 * {position} per moved message, a few at a time, and one refresh at the end,
 * also after a failure, so the page shows what was saved.
 */
export function useArrangeContributions(id: number) {
  const refresh = useRefreshCards();
  return useMutation({
    mutationFn: async (changes: { contributionId: number; position: number }[]) => {
      for (let start = 0; start < changes.length; start += ARRANGE_CONCURRENCY) {
        await Promise.all(
          changes.slice(start, start + ARRANGE_CONCURRENCY).map(({ contributionId, position }) =>
            patchContribution(id, { contributionId, position }),
          ),
        );
      }
    },
    onSettled: refresh,
  });
}

/** DELETE /api/group-cards/{id}/contributions/{contributionId}: the author's own, or any by the creator. */
export function useDeleteContribution(id: number) {
  const refresh = useRefreshCards();
  return useMutation({
    mutationFn: (contributionId: number) =>
      apiFetch<unknown>(`${contributionsEndpoint(id)}/${contributionId}`, { method: "DELETE" }),
    onSuccess: refresh,
  });
}

/**
 * POST /api/group-cards/slug/{slug}/sign-in-link: for someone who wrote with
 * their invitation's pass (the card's cookie), a sign-in link to the invited
 * address ("sent", or "alreadySent").
 */
export function useInviteSignInLink(slug: string) {
  return useMutation({
    mutationFn: () =>
      apiFetch<SignInLinkResultDto>(`${CARDS_ENDPOINT}/slug/${slug}/sign-in-link`, { method: "POST", json: {} }),
  });
}

/** POST /api/group-cards/{id}/contributor-link: turns the link on, or makes a new one; `{ url }`. */
export function useIssueContributorLink(id: number) {
  const refresh = useRefreshCards();
  return useMutation({
    mutationFn: () => apiFetch<ContributorLinkDto>(`${cardEndpoint(id)}/contributor-link`, { method: "POST" }),
    onSuccess: refresh,
  });
}

/** DELETE /api/group-cards/{id}/contributor-link: turns it off. */
export function useTurnOffContributorLink(id: number) {
  const refresh = useRefreshCards();
  return useMutation({
    mutationFn: () => apiFetch<ContributorLinkDto>(`${cardEndpoint(id)}/contributor-link`, { method: "DELETE" }),
    onSuccess: refresh,
  });
}

/**
 * POST /api/ai/generate-image: a picture for the card, stored by the app
 * (tens of seconds; `signal` cancels the wait). The caller then adds it as
 * an ai_image message with useAddContribution.
 */
export function useGenerateAiImage() {
  return useMutation({
    mutationFn: ({ signal, ...input }: GenerateImageInput & { signal?: AbortSignal }) =>
      apiFetch<StoredImageDto>("/api/ai/generate-image", { method: "POST", json: input, signal }),
  });
}
