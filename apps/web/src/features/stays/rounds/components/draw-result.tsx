import { Badge, Stack, Table, Text } from '@mantine/core';
import type { DrawView } from '@stuga/shared';
import { SectionCard } from '@/components/ui/section-card';
import { useBlockName } from '../block-name';
import { useT } from '@/lib/i18n';
import { useStayWords } from '@/features/stays/words';

/** A round's block as a draw names it. */
export interface DrawBlock {
  id: number;
  name: string;
  /** YYYY/MM/DD. */
  from: string;
  to: string;
}

/** A block's dates as the reader's language writes them. */
export const useBlockDates = () => useStayWords().dates;

/**
 * Why a voter has their place (DECISIONS §18): their high-season nights over the last three
 * seasons, the lot when others had as many, and the places they moved up for earlier rounds in
 * which they got nothing.
 */
function useWhy(order: DrawView['order']) {
  const t = useT();
  return (line: DrawView['order'][number]) => {
    const parts = [t('rounds.draw.why.nights', { count: line.high_season_nights })];
    const tied = order.filter((other) => other.high_season_nights === line.high_season_nights);
    if (tied.length > 1) parts.push(t('rounds.draw.why.lot', { lot: line.lot }));
    if (line.empty_rounds > 0) {
      parts.push(t('rounds.draw.why.movedUp', { count: line.empty_rounds }));
    }
    return parts.join(' · ');
  };
}

/**
 * A draw as everyone reads it: the order and why, what each pass gave, each block and to whom,
 * the blocks nobody got. `me` marks the reader's own lines.
 */
export function DrawResult({
  draw,
  blocks,
  me,
}: {
  draw: DrawView;
  blocks: readonly DrawBlock[];
  me?: number | undefined;
}) {
  const t = useT();
  const named = useBlockName();
  const dates = useBlockDates();
  const nameOf = new Map(draw.order.map((line) => [line.user_id, line.name]));
  const blockOf = new Map(blocks.map((block) => [block.id, block]));
  const givenOf = new Map(draw.given.map((given) => [given.block_id, given]));
  const you = (userId: number) =>
    userId === me ? (
      <Badge size="xs" variant="light" ml={6}>
        {t('rounds.draw.you')}
      </Badge>
    ) : null;

  return (
    <Stack gap="lg">
      <DrawOrder draw={draw} me={me} />

      <SectionCard title={t('rounds.draw.blocks')}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('rounds.draw.block')}</Table.Th>
              <Table.Th>{t('rounds.draw.givenTo')}</Table.Th>
              <Table.Th>{t('rounds.draw.pass')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {blocks.map((block) => {
              const given = givenOf.get(block.id);
              return (
                <Table.Tr key={block.id}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {named(block.name)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {dates(block)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {given ? (
                      <>
                        {nameOf.get(given.user_id)}
                        {you(given.user_id)}
                      </>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {t('rounds.draw.nobody')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{given ? given.pass : ''}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        {draw.unclaimed.length > 0 && (
          <Text size="sm" mt="sm">
            {t('rounds.draw.unclaimed', {
              blocks: draw.unclaimed.map((id) => blockOf.get(id)?.name ?? '').join(', '),
            })}
          </Text>
        )}
      </SectionCard>

      <Passes draw={draw} blocks={blocks} />
    </Stack>
  );
}

/** The draw's order, and why each member stands where they do. */
function DrawOrder({ draw, me }: { draw: DrawView; me?: number | undefined }) {
  const t = useT();
  const why = useWhy(draw.order);
  const you = (userId: number) =>
    userId === me ? (
      <Badge size="xs" variant="light" ml={6}>
        {t('rounds.draw.you')}
      </Badge>
    ) : null;
  return (
    <SectionCard title={t('rounds.draw.order')}>
      <Text size="sm" c="dimmed" mb="sm">
        {t('rounds.draw.orderExplain')}
      </Text>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('rounds.draw.place')}</Table.Th>
            <Table.Th>{t('rounds.draw.member')}</Table.Th>
            <Table.Th>{t('rounds.draw.why')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {draw.order.map((line) => (
            <Table.Tr key={line.user_id}>
              <Table.Td>{line.place}</Table.Td>
              <Table.Td>
                {line.name}
                {you(line.user_id)}
              </Table.Td>
              <Table.Td>{why(line)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </SectionCard>
  );
}

/** What each pass of the draw gave each member, or why it gave them nothing. */
function Passes({ draw, blocks }: { draw: DrawView; blocks: readonly DrawBlock[] }) {
  const t = useT();
  const nameOf = new Map(draw.order.map((line) => [line.user_id, line.name]));
  const blockOf = new Map(blocks.map((block) => [block.id, block]));
  /** Why a block a member ranked was not theirs: true to the draw, naming who took what. */
  const missedWhy = (missed: NonNullable<DrawView['passes'][number][number]['missed']>[number]) => {
    const block = blockOf.get(missed.block_id)?.name ?? '';
    switch (missed.because.kind) {
      case 'given':
        return t('rounds.draw.missed.given', {
          block,
          name: nameOf.get(missed.because.user_id) ?? '',
        });
      case 'tooClose':
        return t('rounds.draw.missed.tooClose', {
          block,
          other: blockOf.get(missed.because.block_id)?.name ?? '',
          name: nameOf.get(missed.because.user_id) ?? '',
        });
      case 'booked':
        return t('rounds.draw.missed.booked', { block });
    }
  };
  return (
    <SectionCard title={t('rounds.draw.passes')}>
      <Stack gap="sm">
        {draw.passes.map((turns, index) => (
          <div key={index}>
            <Text fw={600} size="sm">
              {t('rounds.draw.passTitle', { pass: index + 1 })}
            </Text>
            <ol style={{ margin: 0, paddingLeft: '1.25rem' }}>
              {turns.map((turn) => (
                <li key={turn.user_id}>
                  <Text size="sm" component="span">
                    {turn.given.length
                      ? t('rounds.draw.turnGiven', {
                          name: nameOf.get(turn.user_id) ?? '',
                          blocks: turn.given
                            .map((g) =>
                              t('rounds.draw.rankedAs', {
                                block: blockOf.get(g.block_id)?.name ?? '',
                                rank: g.rank,
                              }),
                            )
                            .join(', '),
                        })
                      : turn.nothing_free && turn.missed?.length
                        ? t('rounds.draw.turnMissed', {
                            name: nameOf.get(turn.user_id) ?? '',
                            reasons: turn.missed.map(missedWhy).join('; '),
                          })
                        : t(
                            turn.nothing_free
                              ? 'rounds.draw.turnNothingFree'
                              : 'rounds.draw.turnDone',
                            {
                              name: nameOf.get(turn.user_id) ?? '',
                            },
                          )}
                  </Text>
                </li>
              ))}
            </ol>
          </div>
        ))}
      </Stack>
    </SectionCard>
  );
}
