import {
  Accordion,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { hasAccess, paths, type GuideSection, type GuideSectionView } from '@stuga/shared';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ConfirmDelete } from '@/components/ui/confirm-delete';
import { Markdown } from '@/components/ui/markdown';
import { QueryState } from '@/components/ui/query-state';
import { failureMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { useDeleteSection } from '../api/delete-section';
import { useGuide } from '../api/get-guide';
import { AdminTexts } from '@/components/ui/admin-texts';
import { SectionEditor } from '../components/section-editor';
import { SectionImages } from '../components/section-images';
import { HouseCodesCard } from '../components/house-codes-card';
import { OfflineCopy, useStaysNear } from '@/components/ui/offline-copy';
import { useHouseCodes } from '../api/house-codes';
import { withReturn } from '@/lib/return-to';
import { useT } from '@/lib/i18n';
import { Message } from '@/lib/formatting';

/** A section as it is stored and edited: without the addresses its pictures are loaded from. */
const storedSection = ({ id, title, content, images }: GuideSectionView): GuideSection => ({
  id,
  title,
  content,
  images,
});

/** What the menu calls each guide every house has. */
const GUIDE_NAMES = { house: 'nav.houseGuide', area: 'nav.areaGuide' } as const;

/** Where the house's papers and manuals are: beside its guides (DECISIONS §24). */
function DocumentsLink() {
  return (
    <Text>
      <Message
        id="guides.guide.documents"
        values={{
          link: (chunks) => (
            <Anchor component={Link} to={paths.documents}>
              {chunks}
            </Anchor>
          ),
        }}
      />
    </Text>
  );
}

/** A guide's sections, for members with private access and admins (SPEC §2). */
export function GuideScreen() {
  const t = useT();
  const { type = '' } = useParams();
  const { user } = useSession();
  const allowed = hasAccess(user, 'private');
  const guide = useGuide(type, allowed);
  // The codes' card and the offline copy's are drawn once the guide is in: their reads start
  // with the guide's, not after it.
  useHouseCodes(type === 'house' && hasAccess(user, 'booking'));
  useStaysNear();
  const remove = useDeleteSection(type);
  // A guide without a title of its own (a new house) is named as the menu names it.
  const named = (title: string | undefined) =>
    title || (type === 'house' || type === 'area' ? t(GUIDE_NAMES[type]) : t('guides.guide.title'));
  usePageTitle(allowed ? named(guide.data?.title) : t('guides.guide.accessRequired'));
  const [editing, setEditing] = useState<GuideSection | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<GuideSection | null>(null);
  // What the reader may do here, as the guide says (its abilities).
  const canAdd = guide.data?.can.add ?? false;

  if (!allowed) return <GuideLocked unverified={!!user} />;

  const error = guide.error
    ? new Error(failureMessage(guide.error, t('guides.guide.loadFailed')))
    : null;
  return (
    <Container size="md" py="xl">
      <QueryState
        data={guide.data}
        error={error}
        isPending={guide.isPending}
        retry={() => void guide.refetch()}
        loadingLabel={t('guides.guide.loadingTheGuide')}
      >
        {(data) => (
          <Stack gap="lg">
            <Group justify="space-between" align="flex-end">
              <div>
                <Title order={1}>{named(data.title)}</Title>
                {data.description && <Text c="dimmed">{data.description}</Text>}
              </div>
              {data.can.add && (
                <Button onClick={() => setEditing(null)}>{t('guides.guide.addSection')}</Button>
              )}
            </Group>
            {/* The house's codes, while a stay lets the reader see them (DECISIONS §20). */}
            {type === 'house' && <HouseCodesCard />}
            <Accordion
              multiple
              variant="separated"
              radius="md"
              defaultValue={data.sections.slice(0, 1).map((s) => s.id)}
            >
              {data.sections.map((section) => (
                <Accordion.Item key={section.id} value={section.id} data-testid="guide-section">
                  <Accordion.Control>{section.title}</Accordion.Control>
                  <Accordion.Panel>
                    <GuideSectionBody
                      section={section}
                      onEdit={() => setEditing(storedSection(section))}
                      onDelete={() => setDeleting(section)}
                    />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
            {/* The house's papers and manuals live beside its guides (DECISIONS §24). */}
            {type === 'house' && <DocumentsLink />}
            {/* What this phone keeps for the house without a network (DECISIONS §20). */}
            <OfflineCopy />
            {data.sections.length === 0 && (
              <Card withBorder padding="lg" radius="md">
                <Text>{t('guides.guide.thisGuideHasNo')}</Text>
                {data.can.add && (
                  <Button mt="md" variant="light" onClick={() => setEditing(null)}>
                    {t('guides.guide.addFirstSection')}
                  </Button>
                )}
              </Card>
            )}
          </Stack>
        )}
      </QueryState>
      {/* An admin's page fetches the editor's texts (decision 0021) before the editor opens. */}
      {(canAdd || guide.data?.sections.some((section) => section.can.edit)) && (
        <AdminTexts quiet>
          {editing !== undefined && (
            <SectionEditor
              key={editing?.id ?? 'new'}
              type={type}
              section={editing}
              opened
              onClose={() => setEditing(undefined)}
            />
          )}
        </AdminTexts>
      )}
      <ConfirmDelete
        opened={deleting !== null}
        title={t('guides.guide.deleteSection')}
        pending={remove.isPending}
        error={remove.error?.message}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })
        }
      >
        <Text>{t('guides.guide.willBeRemovedFrom', { title: deleting?.title ?? '' })}</Text>
      </ConfirmDelete>
    </Container>
  );
}

/**
 * The guides are for members with private access (SPEC §2): an account not yet verified is sent
 * to finish signing up, anyone else to log in.
 */
function GuideLocked({ unverified }: { unverified: boolean }) {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <Container size="sm" py="xl">
      <Card withBorder padding="xl" radius="md" ta="center">
        <IconLock size={40} aria-hidden style={{ margin: '0 auto' }} />
        <Title order={1} size="h2" mt="sm">
          {t('guides.guide.accessRequired')}
        </Title>
        <Text mt="sm">{t('guides.guide.theHouseGuidesAre')}</Text>
        <Button
          component={Link}
          to={withReturn(unverified ? paths.signup : paths.login, pathname)}
          mt="lg"
        >
          {unverified ? t('signup.submit') : t('auth.login')}
        </Button>
      </Card>
    </Container>
  );
}

/** A section's pictures and text, with Edit and Delete where the reader may. */
function GuideSectionBody({
  section,
  onEdit,
  onDelete,
}: {
  section: GuideSectionView;
  onEdit(): void;
  onDelete(): void;
}) {
  const t = useT();
  return (
    <>
      <SectionImages pictures={section.pictures} title={section.title} />
      <Markdown>{section.content}</Markdown>
      {(section.can.edit || section.can.remove) && (
        <Group gap="xs" mt="sm">
          {section.can.edit && (
            <Button size="xs" variant="light" onClick={onEdit}>
              {t('guides.guide.editSection')}
            </Button>
          )}
          {section.can.remove && (
            <Button size="xs" variant="subtle" color="red" onClick={onDelete}>
              {t('common.delete')}
            </Button>
          )}
        </Group>
      )}
    </>
  );
}
