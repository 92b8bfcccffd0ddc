import { Alert, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { fundingGoal, type VoteType } from '@stuga/shared';
import { useEffect, useState } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { failureMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { useDonationSummary } from '../api/get-donation-summary';
import { useImprovements } from '../api/get-improvements';
import { useVote } from '../api/vote';
import { HowToDonate } from '../components/how-to-donate';
import { ImprovementCard } from '../components/improvement-card';
import { ProgressCard } from '../components/progress-card';
import { VotesHeader } from '../components/votes-header';

/** 'Funding goal updated' shows this long after the goal changes (SPEC §9). */
export const GOAL_NOTICE_MS = 3000;

/** House improvements: votes, the funding goal's progress and how to give (SPEC §2). */
export function ImprovementsScreen() {
  usePageTitle('House Improvements');
  const { user } = useSession();
  const list = useImprovements();
  const summary = useDonationSummary();
  const vote = useVote();
  const [banner, setBanner] = useState<string | null>(null);

  // The goal's title as last seen: when a refresh brings another, say so for a moment.
  const goal = summary.data ? (summary.data.highest_voted_improvement?.title ?? null) : undefined;
  const [seenGoal, setSeenGoal] = useState(goal);
  const [goalChanges, setGoalChanges] = useState(0);
  const [noticesDone, setNoticesDone] = useState(0);
  if (goal !== seenGoal) {
    if (seenGoal !== undefined && goal !== undefined) setGoalChanges((n) => n + 1);
    setSeenGoal(goal);
  }
  useEffect(() => {
    if (goalChanges === 0) return;
    const timer = window.setTimeout(() => setNoticesDone(goalChanges), GOAL_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [goalChanges]);

  const onVote = (id: number, type: VoteType) => {
    setBanner(null);
    vote.mutate(
      { id, type },
      { onError: (error) => setBanner(failureMessage(error, 'Error voting on improvement')) },
    );
  };
  const loadError = list.error ?? summary.error;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>House Improvements</Title>
        <VotesHeader limits={list.data?.user_vote_limits} signedIn={!!user} />
        {banner && (
          <Alert
            color="red"
            role="alert"
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={() => setBanner(null)}
          >
            {banner}
          </Alert>
        )}
        {summary.data && (
          <ProgressCard summary={summary.data} goalChanged={goalChanges > noticesDone} />
        )}
        <QueryState
          data={list.data}
          error={
            loadError
              ? new Error(
                  failureMessage(
                    loadError,
                    list.error ? 'Error fetching improvements' : 'Error fetching donations',
                  ),
                )
              : null
          }
          isPending={list.isPending}
          retry={() => {
            void list.refetch();
            void summary.refetch();
          }}
          loadingLabel="Loading improvements"
        >
          {(data) => {
            const goalId = fundingGoal(data.improvements)?.id ?? null;
            return data.improvements.length === 0 ? (
              <Text c="dimmed">No improvements are open for votes just now.</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
                {data.improvements.map((improvement) => (
                  <ImprovementCard
                    key={improvement.id}
                    improvement={improvement}
                    isGoal={improvement.id === goalId}
                    limits={user ? data.user_vote_limits : undefined}
                    busy={vote.isPending && vote.variables?.id === improvement.id}
                    onVote={(type) => onVote(improvement.id, type)}
                  />
                ))}
              </SimpleGrid>
            );
          }}
        </QueryState>
        <HowToDonate payment={summary.data?.payment ?? null} />
      </Stack>
    </Container>
  );
}
