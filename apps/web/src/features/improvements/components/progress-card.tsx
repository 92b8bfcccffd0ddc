import { Progress, Text } from '@mantine/core';
import { formatSek, type ImprovementsResponse } from '@stuga/shared';
import { SectionCard } from '@/components/ui/section-card';
import { useT } from '@/lib/i18n';

const toneColor = { positive: 'green.9', warning: 'yellow.5', primary: 'red.8' } as const;

/**
 * How far donations have come towards the funding goal (SPEC §2): kronor in Swedish format, the
 * bar green from 100 %, amber from 75 %, else the site's red (SPEC §4).
 */
export function ProgressCard({
  goal,
  progress,
  goalChanged,
}: {
  goal: ImprovementsResponse['funding_goal'];
  progress: ImprovementsResponse['progress'];
  goalChanged: boolean;
}) {
  const t = useT();
  const percent = progress.progress_percentage;
  const tone = progress.tone;
  return (
    <SectionCard
      title={
        goal
          ? t('improvements.progressCard.fundingGoalGoalTitle', { title: goal.title })
          : t('improvements.improvementCard.fundingGoal')
      }
      aside={
        goalChanged && (
          <Text size="sm" fw={600} role="status" c="var(--stuga-color-success)">
            {t('improvements.progressCard.fundingGoalUpdated')}
          </Text>
        )
      }
    >
      {goal ? (
        <>
          <Text size="sm" mt="xs">
            {t('improvements.progressCard.given', {
              given: formatSek(progress.total_donations),
              price: formatSek(goal.price),
              percent,
            })}
          </Text>
          <Progress
            mt="sm"
            size="lg"
            radius="xl"
            value={Math.min(100, percent)}
            color={toneColor[tone]}
            aria-label={t('improvements.progressCard.percentOfTheFunding', { percent })}
            data-tone={tone}
          />
        </>
      ) : (
        <Text size="sm" mt="xs">
          {t('improvements.progressCard.givenSoFarVote', {
            given: formatSek(progress.total_donations),
          })}
        </Text>
      )}
    </SectionCard>
  );
}
