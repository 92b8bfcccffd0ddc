import { Badge, Button, Group } from '@mantine/core';
import { type Member } from '@stuga/shared';
import type { MessageKey } from '@/i18n/en';
import { useT, type Translate } from '@/lib/i18n';
import { type MemberChange } from '../api/members';

/** A member's level in words. */
export const levelOf = (member: Member): MessageKey =>
  member.is_admin
    ? 'nav.admin'
    : member.access_level === 'trusted'
      ? 'members.level.trusted'
      : member.access_level === 'verified'
        ? 'members.level.verified'
        : 'level.unverified';

/** What a change asks before it is made, what its button says, and what it says once made. */
export function question(t: Translate, member: Member, change: MemberChange) {
  const name = member.name;
  switch (change.kind) {
    case 'level':
      return change.level === 'trusted'
        ? {
            title: t('members.makeTrusted.title'),
            // An account that never completed signup is let in without an invite: said so.
            text: t(
              member.access_level === 'unverified'
                ? 'members.makeTrusted.withoutInvite'
                : 'members.makeTrusted.text',
              { name },
            ),
            confirm: t('members.makeTrusted.confirm'),
            done: t('members.makeTrusted.done', { name }),
          }
        : {
            title: t('members.makeVerified.title'),
            text: t('members.makeVerified.text', { name, pending: member.pending_requests }),
            confirm: t('members.makeVerified.confirm'),
            done: t('members.makeVerified.done', { name }),
          };
    case 'suspend':
      return {
        title: t('members.suspend.title'),
        text: t('members.suspend.text', { name, pending: member.pending_requests }),
        confirm: t('members.suspend.confirm'),
        done: t('members.suspend.done', { name }),
      };
    case 'restore':
      return {
        title: t('members.restore.title'),
        text: t('members.restore.text', { name }),
        confirm: t('members.restore.confirm'),
        done: t('members.restore.done', { name }),
      };
  }
}

/** The actions the server says the admin may take on the account (`member.can`). */
export function Actions({
  member,
  onChange,
}: {
  member: Member;
  onChange(change: MemberChange): void;
}) {
  const t = useT();
  const { can } = member;
  if (!can.set_level && !can.suspend && !can.restore) return null;
  const level = member.access_level === 'trusted' ? 'verified' : 'trusted';
  const make =
    level === 'trusted'
      ? ({ label: 'members.makeTrusted.label', confirm: 'members.makeTrusted.confirm' } as const)
      : ({ label: 'members.makeVerified.label', confirm: 'members.makeVerified.confirm' } as const);
  return (
    <Group gap={4} wrap="nowrap">
      {can.set_level && (
        <Button
          size="xs"
          variant="default"
          className="touch-target"
          aria-label={t(make.label, { name: member.name })}
          onClick={() => onChange({ kind: 'level', id: member.id, level })}
        >
          {t(make.confirm)}
        </Button>
      )}
      {can.restore && (
        <Button
          size="xs"
          variant="subtle"
          className="touch-target"
          aria-label={t('members.restore.label', { name: member.name })}
          onClick={() => onChange({ kind: 'restore', id: member.id })}
        >
          {t('members.restore.confirm')}
        </Button>
      )}
      {can.suspend && (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          className="touch-target"
          aria-label={t('members.suspend.label', { name: member.name })}
          onClick={() => onChange({ kind: 'suspend', id: member.id })}
        >
          {t('members.suspend.confirm')}
        </Button>
      )}
    </Group>
  );
}

export function LevelBadges({ member }: { member: Member }) {
  const t = useT();
  return (
    <Group gap={4} wrap="nowrap">
      <Badge variant="filled" color={member.is_admin ? 'red.9' : 'gray.7'} tt="none">
        {t(levelOf(member))}
      </Badge>
      {member.suspended && (
        <Badge color="dark.7" variant="filled" tt="none">
          {t('members.suspended')}
        </Badge>
      )}
    </Group>
  );
}
