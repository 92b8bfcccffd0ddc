import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  blockNameCode,
  addDays,
  blocksExcluding,
  isCalendarDate,
  type SeasonBlocks,
} from '@stuga/shared';
import { IconPlus, IconSparkles, IconX } from '@tabler/icons-react';
import { useState, type Dispatch, type SetStateAction } from 'react';
import { StatusText } from '@/components/ui/status-text';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';
import { fetchSeasonBlocks } from '../api/fetch-season-blocks';
import { useBlockName } from '../block-name';
import { draftOf, newKey, type BlockDraft } from './block-draft';

type SeasonName = SeasonBlocks['blocks'][number]['name'];

/**
 * A round's blocks as admins set them (DECISIONS §18): made from the high season at a click (with
 * those left out beside a booking said), pairs closer than the cleaning days said, each editable.
 */
export function BlocksFields({
  blocks,
  setBlocks,
  closes,
}: {
  blocks: BlockDraft[];
  setBlocks: Dispatch<SetStateAction<BlockDraft[]>>;
  closes: string;
}) {
  const t = useT();
  const {
    seasonFrom,
    setSeasonFrom,
    seasonTo,
    setSeasonTo,
    leftOut,
    making,
    madeError,
    makeFromSeason,
  } = useSeasonBlocks(closes, setBlocks);
  const named = useBlockName();
  const change = (key: number, part: Partial<BlockDraft>) =>
    setBlocks((list) => list.map((block) => (block.key === key ? { ...block, ...part } : block)));

  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend>
        <Text fw={700}>{t('rounds.admin.blocks')}</Text>
      </legend>
      <Text size="sm" c="dimmed" mb="xs">
        {t('rounds.admin.fromSeasonExplain')}
      </Text>
      <Group align="flex-end" wrap="wrap" gap="sm" mb="md">
        <TextInput
          type="date"
          label={t('rounds.admin.seasonFrom')}
          value={seasonFrom}
          onChange={(event) => setSeasonFrom(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('rounds.admin.seasonTo')}
          value={seasonTo}
          onChange={(event) => setSeasonTo(event.currentTarget.value)}
        />
        <Button
          variant="light"
          leftSection={<IconSparkles size={16} aria-hidden />}
          loading={making}
          onClick={() => void makeFromSeason()}
        >
          {t('rounds.admin.fromSeason')}
        </Button>
      </Group>
      {madeError && <StatusText tone="error">{madeError}</StatusText>}
      <LeftOut blocks={leftOut} />
      <Excluding blocks={blocks} />
      <Stack gap="xs">
        {blocks.map((block, index) => (
          <Group key={block.key} align="flex-end" wrap="wrap" gap="xs">
            <TextInput
              label={t('rounds.admin.blockName', { number: index + 1 })}
              // A name made from the season shows in the admin's language; typing over
              // it makes it the admin's own.
              value={named(block.name)}
              onChange={(event) => change(block.key, { name: event.currentTarget.value })}
              style={{ flex: '2 1 10rem' }}
            />
            <TextInput
              type="date"
              label={t('rounds.admin.blockFrom', { number: index + 1 })}
              value={block.from}
              onChange={(event) => change(block.key, { from: event.currentTarget.value })}
              style={{ flex: '1 1 9rem' }}
            />
            <TextInput
              type="date"
              label={t('rounds.admin.blockTo', { number: index + 1 })}
              value={block.to}
              onChange={(event) => change(block.key, { to: event.currentTarget.value })}
              style={{ flex: '1 1 9rem' }}
            />
            <Button
              variant="subtle"
              color="red"
              onClick={() => setBlocks((list) => list.filter((b) => b.key !== block.key))}
              aria-label={t('rounds.admin.removeBlock', {
                name: named(block.name) || index + 1,
              })}
              leftSection={<IconX size={14} aria-hidden />}
            >
              {t('rounds.admin.remove')}
            </Button>
          </Group>
        ))}
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() =>
              setBlocks((list) => [
                ...list,
                { key: newKey(), name: '', from: seasonFrom, to: addDays(seasonFrom, 7) },
              ])
            }
          >
            {t('rounds.admin.addBlock')}
          </Button>
        </Group>
      </Stack>
    </fieldset>
  );
}

/** Makes the blocks from the high season between two days (DECISIONS §18), and what it left out. */
function useSeasonBlocks(closes: string, setBlocks: Dispatch<SetStateAction<BlockDraft[]>>) {
  const nextSummerEnd = `${Number(closes.slice(0, 4)) + (closes.slice(5) > '08-31' ? 1 : 0)}-08-31`;
  const [seasonFrom, setSeasonFrom] = useState(addDays(closes, 1));
  const [seasonTo, setSeasonTo] = useState(nextSummerEnd);
  const [leftOut, setLeftOut] = useState<SeasonBlocks['left_out']>([]);
  const [making, setMaking] = useState(false);
  const [madeError, setMadeError] = useState<string | null>(null);

  const makeFromSeason = async () => {
    setMaking(true);
    setMadeError(null);
    try {
      const made = await fetchSeasonBlocks(seasonFrom, seasonTo);
      // Named by code, so that each member reads the name in their own language.
      setBlocks(made.blocks.map((block) => draftOf({ ...block, name: blockNameCode(block.name) })));
      setLeftOut(made.left_out);
    } catch (error) {
      setMadeError((error as Error).message);
    } finally {
      setMaking(false);
    }
  };
  return {
    seasonFrom,
    setSeasonFrom,
    seasonTo,
    setSeasonTo,
    leftOut,
    making,
    madeError,
    makeFromSeason,
  };
}

/** The season's blocks left out beside a booking, each with the stay that holds it. */
function LeftOut({ blocks }: { blocks: SeasonBlocks['left_out'] }) {
  const t = useT();
  const format = useFormat();
  const seasonName = (block: SeasonName) =>
    block.kind === 'midsummer'
      ? t('rounds.admin.midsummerWeek')
      : t('rounds.admin.week', { week: block.week });
  const dates = (from: string, to: string) =>
    t('stays.dates', { from: format.day(from), to: format.day(to) });
  if (blocks.length === 0) return null;
  return (
    <Stack gap={4} mb="sm" role="status">
      {blocks.map((block) => (
        <Text size="sm" key={block.from}>
          {t('rounds.admin.leftOut', {
            block: seasonName(block.name),
            dates: dates(block.from, block.to),
            member: block.booked_by,
            stay: dates(block.booked_from, block.booked_to),
          })}
        </Text>
      ))}
    </Stack>
  );
}

/** Pairs of blocks closer than the cleaning days: only one of each can be given. */
function Excluding({ blocks }: { blocks: BlockDraft[] }) {
  const t = useT();
  const named = useBlockName();
  // Blocks an admin set closer than the cleaning days: only one of each pair can be given, said
  // before the ballot opens (DECISIONS §18).
  const excluding = blocksExcluding(
    blocks.filter(
      (block) => isCalendarDate(block.from) && isCalendarDate(block.to) && block.from <= block.to,
    ),
  );
  if (excluding.length === 0) return null;
  return (
    <Stack gap={4} mb="sm" data-testid="blocks-excluding">
      {excluding.map(([first, second]) => (
        <Text size="sm" key={`${first.key}-${second.key}`} c="var(--mantine-color-error)">
          {t('rounds.admin.excluding', {
            first:
              named(first.name) ||
              t('rounds.admin.blockName', { number: blocks.indexOf(first) + 1 }),
            second:
              named(second.name) ||
              t('rounds.admin.blockName', { number: blocks.indexOf(second) + 1 }),
          })}
        </Text>
      ))}
    </Stack>
  );
}
