import type {
  BallotInput,
  DrawCheck,
  DrawView,
  MemberRounds,
  RemindResponse,
  Round,
  RoundInput,
  RoundsResponse,
  RoundVoters,
  SeasonBlocks,
} from '@stuga/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { stayKeys } from '@/features/stays/api/keys';

/** Query keys of the high-season rounds (DECISIONS §18). */
export const roundKeys = {
  all: () => ['rounds'] as const,
  member: (viewer: string) => ['rounds', 'member', viewer] as const,
  check: (id: number) => ['rounds', 'check', id] as const,
  admin: () => ['rounds', 'admin'] as const,
  one: (id: number) => ['rounds', 'admin', id] as const,
  draw: (id: number) => ['rounds', 'admin', id, 'draw'] as const,
  voters: (id: number) => ['rounds', 'admin', id, 'voters'] as const,
  seasonBlocks: (from: string, to: string) => ['rounds', 'season-blocks', from, to] as const,
};

/** `GET /api/rounds`: the rounds a member sees, each with their own ballot. */
export function useMemberRounds(enabled = true) {
  const { viewer } = useSession();
  return useQuery({
    queryKey: roundKeys.member(viewer),
    queryFn: ({ signal }) => apiRequest<MemberRounds>('/api/rounds', 'fail.rounds', { signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** `GET /api/rounds/:id/draw`: a confirmed round's draw run again, and whether it is the same. */
export const useDrawCheck = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: roundKeys.check(id),
    queryFn: ({ signal }) =>
      apiRequest<DrawCheck>(`/api/rounds/${id}/draw`, 'fail.roundDraw', { signal }),
    enabled,
    staleTime: Infinity,
  });

/**
 * `PUT /api/rounds/:id/ballot`: the member's ranking as it stands, saved as they go. Each answer
 * is what the server keeps; the list of rounds holds it.
 */
export function useSaveBallot(id: number) {
  const queryClient = useQueryClient();
  const { viewer } = useSession();
  return useMutation({
    mutationKey: ['rounds', 'ballot', id],
    mutationFn: (ranking: BallotInput['ranking']) =>
      apiRequest<{ ranking: number[] }>(`/api/rounds/${id}/ballot`, 'rounds.ballot.failed', {
        method: 'PUT',
        body: { ranking },
      }),
    onSuccess: (answer) =>
      queryClient.setQueryData<MemberRounds>(roundKeys.member(viewer), (rounds) =>
        rounds
          ? {
              rounds: rounds.rounds.map((round) =>
                round.id === id ? { ...round, ballot: answer.ranking } : round,
              ),
            }
          : rounds,
      ),
  });
}

/** `GET /api/admin/rounds`: every round, with how many voted. */
export const useAdminRounds = () =>
  useQuery({
    queryKey: roundKeys.admin(),
    queryFn: ({ signal }) =>
      apiRequest<RoundsResponse>('/api/admin/rounds', 'fail.adminRounds', { signal }),
  });

/** `GET /api/admin/rounds/:id`. */
export const useAdminRound = (id: number) =>
  useQuery({
    queryKey: roundKeys.one(id),
    queryFn: ({ signal }) =>
      apiRequest<{ round: Round }>(`/api/admin/rounds/${id}`, 'fail.adminRounds', { signal }),
  });

/** `GET /api/admin/rounds/:id/draw`: the live draw; none yet is a 404 (`enabled` when drawn). */
export const useAdminDraw = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: roundKeys.draw(id),
    queryFn: ({ signal }) =>
      apiRequest<{ draw: DrawView }>(`/api/admin/rounds/${id}/draw`, 'fail.roundDraw', {
        signal,
      }),
    enabled,
  });

/** `GET /api/admin/rounds/:id/voters`: who voted and who has not (never what they ranked). */
export const useRoundVoters = (id: number) =>
  useQuery({
    queryKey: roundKeys.voters(id),
    queryFn: ({ signal }) =>
      apiRequest<RoundVoters>(`/api/admin/rounds/${id}/voters`, 'fail.roundVoters', { signal }),
  });

/** `GET /api/admin/rounds/season-blocks`: the high season between two days, as blocks. */
export const fetchSeasonBlocks = (from: string, to: string) =>
  apiRequest<SeasonBlocks>(
    `/api/admin/rounds/season-blocks?from=${from}&to=${to}`,
    'rounds.admin.seasonFailed',
  );

/** Saves a round: a new one (`POST`) or one not yet open (`PUT`). */
export function useSaveRound(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RoundInput) =>
      apiRequest<{ round: Round }>(
        id === null ? '/api/admin/rounds' : `/api/admin/rounds/${id}`,
        'rounds.admin.saveFailed',
        { method: id === null ? 'POST' : 'PUT', body: input },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roundKeys.all() }),
  });
}

type RoundAction = 'cancel' | 'draw' | 'confirm' | 'discard';

/**
 * An admin's step in a round's life: cancel it, draw it, confirm or discard its draw. Whatever the
 * answer, the rounds load anew; a confirmed draw made bookings, so the calendars load anew too.
 */
export function useRoundAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: RoundAction) =>
      apiRequest<unknown>(`/api/admin/rounds/${id}/${action}`, 'rounds.admin.actionFailed', {
        method: 'POST',
      }),
    onSettled: async (_answer, _error, action) => {
      await queryClient.invalidateQueries({ queryKey: roundKeys.all() });
      if (action === 'confirm') await queryClient.invalidateQueries({ queryKey: stayKeys.all() });
    },
  });
}

/** `POST /api/admin/rounds/:id/remind`: mails those who have not voted (once a day each). */
export function useRemindVoters(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<RemindResponse>(`/api/admin/rounds/${id}/remind`, 'rounds.admin.remindFailed', {
        method: 'POST',
      }),
    onSuccess: ({ reminded: _reminded, ...voters }) =>
      queryClient.setQueryData(roundKeys.voters(id), voters),
  });
}
