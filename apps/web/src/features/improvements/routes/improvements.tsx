import { Alert, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { VoteType } from '@stuga/shared';
import { useEffect, useState } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { failureMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { useImprovements } from '../api/get-improvements';
import { useVote } from '../api/vote';
import { HowToDonate } from '../components/how-to-donate';
import { useDonationSwish } from '../api/donation-swish';
import { ImprovementCard } from '../components/improvement-card';
import { ProgressCard } from '../components/progress-card';
import { VotesHeader } from '../components/votes-header';
import { useT } from '@/lib/i18n';

/** 'Funding goal updated' shows this long after the goal changes (SPEC §9). */
export const GOAL_NOTICE_MS = 3000;

/** House improvements: votes, the funding goal's progress and how to give (SPEC §2). */
export function ImprovementsScreen() {
  const t = useT();
  usePageTitle(t('improvements.improvements.houseImprovements'));
  const { user } = useSession();
  // One view: the list, the goal, its progress, what each button does and how to pay.
  const view = useImprovements();
  // The house's Swish code is drawn once the improvements are in: its read starts with theirs.
  useDonationSwish(!!user);
  const vote = useVote();
  const [banner, setBanner] = useState<string | null>(null);

  // The goal's title as last seen: when a refresh brings another, say so for a moment.
  const goal = view.data ? (view.data.funding_goal?.title ?? null) : undefined;
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
      { onError: (error) => setBanner(failureMessage(error, t('improvements.voteFailed'))) },
    );
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('improvements.improvements.houseImprovements')}</Title>
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
        <QueryState
          data={view.data}
          error={
            view.error ? new Error(failureMessage(view.error, t('improvements.loadFailed'))) : null
          }
          isPending={view.isPending}
          retry={() => void view.refetch()}
          loadingLabel={t('improvements.improvements.loadingImprovements')}
        >
          {(data) => (
            <Stack gap="lg">
              <VotesHeader
                limits={data.user_vote_limits}
                signedIn={!!user}
                canMove={data.improvements.some(
                  (item) =>
                    item.can_vote.up.action === 'move' || item.can_vote.down.action === 'move',
                )}
              />
              <ProgressCard
                goal={data.funding_goal}
                progress={data.progress}
                goalChanged={goalChanges > noticesDone}
              />
              {data.improvements.length === 0 ? (
                <Text c="dimmed">{t('improvements.improvements.noImprovementsAreOpen')}</Text>
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
                  {data.improvements.map((improvement) => (
                    <ImprovementCard
                      key={improvement.id}
                      improvement={improvement}
                      isGoal={improvement.id === data.funding_goal?.id}
                      busy={vote.isPending && vote.variables?.id === improvement.id}
                      onVote={(type) => onVote(improvement.id, type)}
                    />
                  ))}
                </SimpleGrid>
              )}
              <HowToDonate payment={data.payment} signedIn={!!user} />
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Container>
  );
}
