import { Progress, Text } from '@mantine/core';
import { formatSek, type ImprovementsResponse } from '@stuga/shared';
import { SectionCard } from '@/components/ui/section-card';

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
  const percent = progress.progress_percentage;
  const tone = progress.tone;
  return (
    <SectionCard
      title={goal ? `Funding goal: ${goal.title}` : 'Funding goal'}
      aside={
        goalChanged && (
          <Text size="sm" fw={600} role="status" c="var(--stuga-color-success)">
            Funding goal updated
          </Text>
        )
      }
    >
      {goal ? (
        <>
          <Text size="sm" mt="xs">
            {formatSek(progress.total_donations)} of {formatSek(goal.price)} given ({percent}%).
          </Text>
          <Progress
            mt="sm"
            size="lg"
            radius="xl"
            value={Math.min(100, percent)}
            color={toneColor[tone]}
            aria-label={`${percent}% of the funding goal`}
            data-tone={tone}
          />
        </>
      ) : (
        <Text size="sm" mt="xs">
          {formatSek(progress.total_donations)} given so far. Vote for an improvement to make it the
          goal.
        </Text>
      )}
    </SectionCard>
  );
}
